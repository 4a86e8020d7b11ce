import { fork } from "node:child_process"
import path from "node:path"
import type { OgCard } from "../../lib/og/card"
import { ROOT_DIR } from "../product"
import type { OgSetup } from "./style"
import { runInBackground } from "../background"

/** The process's code (./render-worker.ts), bundled with the Gatsby API files (src/node/gatsby-api/load.cjs). */
export const WORKER_BUNDLE = path.join(ROOT_DIR, ".build", "gatsby-api", "og-render-worker.cjs")

/** What the early run's process reports when it is done. */
export interface WorkerReport {
  rendered?: number
  /** Its niceness as it ran (backgroundPriority() unless the system refused it). */
  priority?: number
  error?: string
}

/**
 * Renders cards into the cache in a child process of its own at a lower priority, so satori's
 * layout and sharp's rasterising (~12 ms of CPU a card) run beside the build instead of taking
 * turns with it on the build's main thread. A worker thread would share the build's process
 * and could not be given a lower priority: at +1,000 pages, started while the pages compile,
 * one slowed the compile several times over. The process's code is `workerBundle`, bundled with
 * the Gatsby API files before the build starts (esbuild, rebuilt only when a source changed:
 * bundling it here took ~0.1 s of the main thread in every build that rendered a card); it
 * sits under the project, so satori and sharp, packages it requires, resolve.
 */
export function renderInWorker(
  cards: [string, OgCard][],
  cacheDir: string,
  setup: OgSetup,
  workerBundle = WORKER_BUNDLE,
): Promise<{ rendered: number; priority: number | null }> {
  return new Promise((resolve, reject) => {
    // Structured clone over the channel: the fonts' bytes travel as they are.
    const child = fork(workerBundle, [], { serialization: "advanced", stdio: ["ignore", "inherit", "inherit", "ipc"] })
    if (child.pid !== undefined) runInBackground(child.pid)
    child.once("message", (message: WorkerReport) => {
      if (message.error !== undefined) reject(new Error(message.error))
      else resolve({ rendered: message.rendered ?? 0, priority: message.priority ?? null })
    })
    child.once("error", reject)
    child.once("exit", code => reject(new Error(`The preview-image process stopped (exit code ${code})`)))
    child.send({ cards, cacheDir, setup })
  })
}
