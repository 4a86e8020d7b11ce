import { readFileSync } from "node:fs"
import path from "node:path"
import { createSearchClient } from "../src/lib/search/local-client"
import type { StoredHit } from "../src/lib/search/local-index"
import { documentsPath, parseDocuments, parseManifest } from "../src/lib/search/shards/format"
import { shardSource } from "../src/lib/search/shards/source"

export const root = path.join(__dirname, "..")
export const publicDir = path.join(root, "public")
export const manifestFile = path.join(publicDir, "search-index.json")

/** Reads a file of the built site by its URL path, as the browser's worker fetches it. */
export const readBuilt = async (urlPath: string) => readFileSync(path.join(publicDir, urlPath.slice(1)), "utf8")

/** The embedded index the build wrote, searched through the same code as in the browser's worker. */
export function builtIndexClient() {
  const manifest = parseManifest(readFileSync(manifestFile, "utf8"))
  const fetched: string[] = []
  const source = shardSource(manifest, urlPath => {
    fetched.push(urlPath)
    return readBuilt(urlPath)
  })
  return { client: createSearchClient(async () => source), fetched, manifest }
}

/** Every record's display data, from the document shards. */
export function builtHits(): StoredHit[] {
  const manifest = parseManifest(readFileSync(manifestFile, "utf8"))
  return Array.from({ length: manifest.documents }, (_, shard) =>
    parseDocuments(readFileSync(path.join(publicDir, documentsPath(manifest.version, shard).slice(1)), "utf8")),
  ).flat() as StoredHit[]
}
