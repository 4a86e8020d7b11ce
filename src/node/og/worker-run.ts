import { buildSync } from "esbuild"
import path from "node:path"
import { Worker } from "node:worker_threads"
import type { OgCard } from "../../lib/og/card"
import { ROOT_DIR } from "../product"
import type { OgSetup } from "./style"

const ENTRY = path.join(ROOT_DIR, "src/node/og/render-worker.ts")

/**
 * Renders cards into the cache on a worker thread, so satori's layout (~7 ms a card, all
 * JavaScript) runs beside webpack instead of taking turns with it on the build's main thread.
 * Gatsby compiles only its API files, so the worker's code is bundled here with esbuild
 * (~0.1 s) into the cache folder; satori and sharp stay packages it requires.
 */
export function renderInWorker(cards: [string, OgCard][], cacheDir: string, setup: OgSetup): Promise<number> {
  const outfile = path.join(ROOT_DIR, ".cache", "og-worker", "render-worker.cjs")
  buildSync({
    entryPoints: [ENTRY],
    outfile,
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node20",
    external: ["satori", "sharp", "esbuild"],
    logLevel: "silent",
  })
  return new Promise((resolve, reject) => {
    const worker = new Worker(outfile, { workerData: { cards, cacheDir, setup } })
    worker.once("message", (message: { rendered?: number; error?: string }) => {
      void worker.terminate()
      if (message.error !== undefined) reject(new Error(message.error))
      else resolve(message.rendered ?? 0)
    })
    worker.once("error", reject)
    worker.once("exit", code => reject(new Error(`The preview-image worker stopped (exit code ${code})`)))
  })
}
