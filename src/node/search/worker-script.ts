import { build, buildSync, type BuildOptions } from "esbuild"
import { writeFileSync } from "node:fs"
import path from "node:path"
import { gzipSync } from "node:zlib"
import { LOCAL_WORKER_URL } from "../../lib/search/config"
import { stockBuild } from "../framework-internals"
import { ROOT_DIR } from "../product"

const ENTRY = path.join(ROOT_DIR, "src/lib/search/shards/worker.ts")

/**
 * The search worker (src/lib/search/shards/worker.ts: MiniSearch's term tree, the stemmer and the
 * site's query code) as one same-origin script, `/search-worker.js`, bundled by esbuild: no eval,
 * no inline code, so the CSP needs only `worker-src 'self'`.
 */
const OPTIONS: BuildOptions & { write: false } = {
  entryPoints: [ENTRY],
  bundle: true,
  minify: true,
  format: "iife",
  platform: "browser",
  target: "es2020",
  legalComments: "none",
  write: false,
  // The name esbuild gives its one output; the file is written where the caller says.
  outfile: LOCAL_WORKER_URL.slice(1),
  logLevel: "silent",
}

let started: Promise<Uint8Array> | null = null

/**
 * Starts bundling the worker, which needs no page: a build starts it while Gatsby's process waits
 * for the early page compile (src/node/pages.ts), so the post-build step, at the end of the
 * build, only writes the file (the bundle took 60–140 ms of that step). Nothing in the
 * development server, which writes no search index, nor in the stock build, which bundles it
 * at the end as before.
 */
export function startSearchWorkerBundle(env: NodeJS.ProcessEnv = process.env): void {
  if (env.NODE_ENV !== "production" || stockBuild(env)) return
  started ??= build(OPTIONS).then(result => result.outputFiles[0]!.contents)
  started.catch(() => undefined) // reported by the bundle made again in writeSearchWorker
}

/** The worker started early, or null when none was started or it failed. */
export async function searchWorkerStarted(): Promise<Uint8Array | null> {
  try {
    return started ? await started : null
  } catch {
    return null
  }
}

/** Writes the worker (bundled now unless `contents` is given) to public/; returns its size. */
export function writeSearchWorker(
  publicDir: string,
  contents: Uint8Array = buildSync(OPTIONS).outputFiles[0]!.contents,
): { bytes: number; gzip: number } {
  writeFileSync(path.join(publicDir, LOCAL_WORKER_URL.slice(1)), contents)
  return { bytes: contents.length, gzip: gzipSync(contents).length }
}
