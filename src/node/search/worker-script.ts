import { buildSync } from "esbuild"
import { writeFileSync } from "node:fs"
import path from "node:path"
import { gzipSync } from "node:zlib"
import { LOCAL_WORKER_URL } from "../../lib/search/config"
import { ROOT_DIR } from "../product"

const ENTRY = path.join(ROOT_DIR, "src/lib/search/shards/worker.ts")

/**
 * Bundles the search worker (src/lib/search/shards/worker.ts: MiniSearch's term tree, the stemmer
 * and the site's query code) into one same-origin script, `/search-worker.js`, with esbuild: no eval,
 * no inline code, so the CSP needs only `worker-src 'self'`. Returns its size.
 */
export function writeSearchWorker(publicDir: string): { bytes: number; gzip: number } {
  const result = buildSync({
    entryPoints: [ENTRY],
    bundle: true,
    minify: true,
    format: "iife",
    platform: "browser",
    target: "es2020",
    legalComments: "none",
    write: false,
    outfile: path.join(publicDir, LOCAL_WORKER_URL.slice(1)),
    logLevel: "silent",
  })
  const [file] = result.outputFiles
  writeFileSync(file.path, file.contents)
  return { bytes: file.contents.length, gzip: gzipSync(file.contents).length }
}
