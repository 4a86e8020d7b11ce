import { existsSync } from "node:fs"
import { readdir, readFile, rm, writeFile } from "node:fs/promises"
import path from "node:path"
import { chunkMapUrl } from "../lib/chunk-map"

type ChunkMap = Record<string, string[]>

/**
 * Gatsby's chunk map lists, per chunk group, only files whose name starts with the group's
 * name, so a template's shared chunks (named by a hash of their modules) are left out. A
 * template's files come from the build's webpack stats instead.
 */
export function pageChunkMap(gatsbyMap: ChunkMap, assetsByChunkName: Record<string, string[]>): ChunkMap {
  const map: ChunkMap = { ...gatsbyMap }
  for (const [name, files] of Object.entries(assetsByChunkName)) {
    if (name.startsWith("component---")) map[name] = files.filter(file => file.endsWith(".js")).map(file => `/${file}`)
  }
  return map
}

/**
 * Publishes the chunk map as `/chunk-map-<compilation hash>.json`, the file the browser
 * fetches instead of the copy Gatsby would inline in every page (src/lib/chunk-map.ts). Maps
 * of earlier builds are removed: a tab still open on one simply prefetches less. A folder
 * without Gatsby's browser build (no app-data.json, e.g. a test's hand-made site) has none.
 */
export async function writeChunkMap(publicDir = path.resolve("public")): Promise<string | null> {
  if (!existsSync(path.join(publicDir, "page-data", "app-data.json"))) return null
  const read = async <T>(file: string) => JSON.parse(await readFile(path.join(publicDir, file), "utf8")) as T
  const { webpackCompilationHash } = await read<{ webpackCompilationHash: string }>("page-data/app-data.json")
  const stats = await read<{ assetsByChunkName: Record<string, string[]> }>("webpack.stats.json")
  const target = chunkMapUrl(webpackCompilationHash).slice(1)
  for (const name of await readdir(publicDir)) {
    if (/^chunk-map-.+\.json$/.test(name) && name !== target) await rm(path.join(publicDir, name))
  }
  const map = pageChunkMap(await read<ChunkMap>("chunk-map.json"), stats.assetsByChunkName)
  await writeFile(path.join(publicDir, target), JSON.stringify(map))
  return target
}
