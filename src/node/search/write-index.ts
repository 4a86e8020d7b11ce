import { mkdirSync, rmSync, writeFileSync } from "node:fs"
import { writeFile } from "node:fs/promises"
import path from "node:path"
import { gzipSync } from "node:zlib"
import type { Reporter } from "gatsby"
import { LOCAL_INDEX_URL } from "../../lib/search/config"
import type { SearchRecord } from "../../lib/search/records"
import { SHARD_ROOT } from "../../lib/search/shards/format"
import { PUBLISH_SKIPPED } from "./algolia"
import { buildShards } from "./build-shards"
import { loadSynonyms } from "./synonyms-file"
import { writeSearchWorker } from "./worker-script"

/**
 * Writes the embedded search index (the default search backend) to public/, from the records
 * of the final HTML: the manifest, the shards under /search-shards/<version>/ (the previous build's
 * removed) and the worker that searches them. The browser fetches them only when search is
 * about to be used, and only the shards each query needs.
 */
export async function writeSearchIndex(
  records: SearchRecord[],
  rootDir: string,
  reporter: Pick<Reporter, "info">,
  /** The worker's script when it was bundled already (./worker-script.ts). */
  worker?: Uint8Array,
): Promise<void> {
  const publicDir = path.join(rootDir, "public")
  const { manifest, files } = buildShards(records, loadSynonyms(rootDir))
  rmSync(path.join(publicDir, SHARD_ROOT.slice(1)), { recursive: true, force: true })
  // Raw bytes only: gzipping every shard to print a total took ~0.2 s of the build's main thread
  // at +1,000 pages, and a reader downloads a few shards, never the total (`npm run bench`
  // measures the downloads). The shards are written side by side by libuv's threads: one
  // synchronous write after another took ~0.1 s of the main thread at the site's own size (272
  // files), at the end of the build, when the other core is free.
  const targets = files.map(([file]) => path.join(publicDir, file.slice(1)))
  for (const dir of new Set(targets.map(target => path.dirname(target)))) mkdirSync(dir, { recursive: true })
  await Promise.all(files.map(([, text], i) => writeFile(targets[i], text)))
  const bytes = files.reduce((sum, [, text]) => sum + text.length, 0)
  const json = JSON.stringify(manifest)
  writeFileSync(path.join(publicDir, LOCAL_INDEX_URL.slice(1)), json)
  const workerSize = writeSearchWorker(publicDir, worker)
  const kb = (n: number) => (n / 1024).toFixed(0)
  if (!process.env.ALGOLIA_ADMIN_KEY) reporter.info(PUBLISH_SKIPPED)
  reporter.info(
    `Search: ${records.length} records; embedded index in ${files.length} shards, ${kb(bytes)} KB, manifest ${kb(gzipSync(json).length)} KB gzip, worker ${kb(workerSize.gzip)} KB gzip.`,
  )
}
