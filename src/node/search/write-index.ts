import { writeFileSync } from "node:fs"
import path from "node:path"
import { gzipSync } from "node:zlib"
import type { GatsbyNode } from "gatsby"
import { LOCAL_INDEX_URL } from "../../lib/search/config"
import { buildIndexFile } from "../../lib/search/local-index"
import { PUBLISH_SKIPPED } from "./algolia"
import { recordsFromSite } from "./site-records"
import { loadSynonyms } from "./synonyms-file"

/**
 * Writes the embedded search index (the default search backend) to public/, from the final
 * HTML of every page. The browser loads it lazily, only when search is about to be used.
 */
export const writeSearchIndex: NonNullable<GatsbyNode["onPostBuild"]> = ({ store, reporter }) => {
  const { program } = store.getState() as { program: { directory: string } }
  const publicDir = path.join(program.directory, "public")
  const records = recordsFromSite(publicDir)
  const json = JSON.stringify(buildIndexFile(records, loadSynonyms(program.directory)))
  writeFileSync(path.join(publicDir, LOCAL_INDEX_URL.slice(1)), json)
  const kb = (bytes: number) => (bytes / 1024).toFixed(0)
  if (!process.env.ALGOLIA_ADMIN_KEY) reporter.info(PUBLISH_SKIPPED)
  reporter.info(
    `Search: ${records.length} records, embedded index ${kb(json.length)} KB (${kb(gzipSync(json).length)} KB gzip).`,
  )
}
