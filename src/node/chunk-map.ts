import { copyFile, readdir, readFile, rm } from "node:fs/promises"
import path from "node:path"
import { chunkMapUrl } from "../lib/chunk-map"

/**
 * Publishes Gatsby's chunk map as `/chunk-map-<compilation hash>.json`, the file the browser
 * fetches instead of the copy Gatsby would inline in every page (src/lib/chunk-map.ts). Maps
 * of earlier builds are removed: a tab still open on one simply prefetches less.
 */
export async function writeChunkMap(publicDir = path.resolve("public")): Promise<string> {
  const appData = JSON.parse(await readFile(path.join(publicDir, "page-data", "app-data.json"), "utf8")) as {
    webpackCompilationHash: string
  }
  const target = chunkMapUrl(appData.webpackCompilationHash).slice(1)
  for (const name of await readdir(publicDir)) {
    if (/^chunk-map-.+\.json$/.test(name) && name !== target) await rm(path.join(publicDir, name))
  }
  await copyFile(path.join(publicDir, "chunk-map.json"), path.join(publicDir, target))
  return target
}
