import { writeFileSync } from "node:fs"
import path from "node:path"
import { gzipSync } from "node:zlib"
import type { Reporter } from "gatsby"
import { LOCAL_INDEX_URL } from "../../lib/search/config"
import { buildIndexFile } from "../../lib/search/local-index"
import type { SearchRecord } from "../../lib/search/records"
import { PUBLISH_SKIPPED } from "./algolia"
import { loadSynonyms } from "./synonyms-file"

/**
 * Writes the embedded search index (the default search backend) to public/, from the records
 * of the final HTML. The browser loads it lazily, only when search is about to be used.
 */
export function writeSearchIndex(records: SearchRecord[], rootDir: string, reporter: Pick<Reporter, "info">): void {
  const json = JSON.stringify(buildIndexFile(records, loadSynonyms(rootDir)))
  writeFileSync(path.join(rootDir, "public", LOCAL_INDEX_URL.slice(1)), json)
  const kb = (bytes: number) => (bytes / 1024).toFixed(0)
  if (!process.env.ALGOLIA_ADMIN_KEY) reporter.info(PUBLISH_SKIPPED)
  reporter.info(
    `Search: ${records.length} records, embedded index ${kb(json.length)} KB (${kb(gzipSync(json).length)} KB gzip).`,
  )
}
