import { writeFileSync } from "node:fs"
import path from "node:path"
import { LOCAL_INDEX_URL } from "../../lib/search/config"
import { buildIndexFile } from "../../lib/search/local-index"
import { readBuiltSite } from "../post-build/read-built-site"
import { loadSynonyms } from "./synonyms-file"

/**
 * Rewrites public/search-index.json from the built pages and the vocabulary file, without a
 * Gatsby build, as the build's post-build step writes it. Returns the records and the file's text.
 */
export function rebuildSearchIndex(rootDir: string): { records: number; json: string } {
  const publicDir = path.join(rootDir, "public")
  const { records } = readBuiltSite(publicDir)
  const json = JSON.stringify(buildIndexFile(records, loadSynonyms(rootDir)))
  writeFileSync(path.join(publicDir, LOCAL_INDEX_URL.slice(1)), json)
  return { records: records.length, json }
}
