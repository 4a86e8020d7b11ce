import { readFileSync } from "node:fs"
import { recordsFromPage, type SearchRecord } from "../../lib/search/records"
import { htmlFiles, pathOfFile } from "../link-check/read-site"
import { extractBlocks } from "./extract"

/**
 * Every search record of the built site, read from the final HTML so that generated parts
 * (category pages, the API reference, product facts) are searchable exactly as shown.
 */
export function recordsFromSite(publicDir: string): SearchRecord[] {
  const records: SearchRecord[] = []
  for (const file of htmlFiles(publicDir)) {
    const path = pathOfFile(publicDir, file)
    if (path.startsWith("/404")) continue
    const page = extractBlocks(readFileSync(file, "utf8"), path === "/api" ? "/api/" : path)
    if (page) records.push(...recordsFromPage(page))
  }
  return records.sort((a, b) => a.objectID.localeCompare(b.objectID))
}
