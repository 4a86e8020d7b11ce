import path from "node:path"
import { buildIndexFile, type IndexFile } from "../../lib/search/local-index"
import { readBuiltSite } from "../post-build/read-built-site"
import { loadSynonyms } from "./synonyms-file"

/**
 * The embedded search index of the built site as one in-memory file: the records read from the
 * built pages and the vocabulary file, as the build reads them. The site publishes the same
 * index cut into shards; tools that run beside the build (the docs MCP server) search this
 * whole form, which ranks exactly as the shards do (search-relevance/shards-parity.test.ts).
 */
export function indexOfBuild(rootDir: string): { records: number; index: IndexFile } {
  const { records } = readBuiltSite(path.join(rootDir, "public"))
  return { records: records.length, index: buildIndexFile(records, loadSynonyms(rootDir)) }
}
