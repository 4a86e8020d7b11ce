import { existsSync } from "node:fs"
import { mkdir, rename } from "node:fs/promises"
import path from "node:path"

/**
 * Gatsby leaves two records of the browser build in public/: `webpack.stats.json` (every chunk
 * group's files) and `chunk-map.json` (Gatsby's own chunk map, which the site publishes in its
 * own form as `chunk-map-<hash>.json`: src/node/chunk-map.ts). No browser reads either, and
 * both grow with the number of pages (1.3 MB at 1,000 extra pages), so once the post-build has
 * read them they move out of the site, to `.cache/build-records/`, where the benchmarks read
 * them (scripts/bench-first-load.mjs). Gatsby writes them afresh on every build, before it
 * renders any page.
 */
export const BUILD_RECORDS = ["webpack.stats.json", "chunk-map.json"] as const
export const buildRecordsDir = (siteDir: string) => path.join(siteDir, ".cache", "build-records")

export async function moveBuildRecords(publicDir: string, targetDir: string): Promise<string[]> {
  await mkdir(targetDir, { recursive: true })
  const moved: string[] = []
  for (const name of BUILD_RECORDS) {
    const from = path.join(publicDir, name)
    if (!existsSync(from)) continue
    await rename(from, path.join(targetDir, name))
    moved.push(name)
  }
  return moved
}
