import { existsSync } from "node:fs"
import { mkdir, rename } from "node:fs/promises"
import path from "node:path"

/**
 * Gatsby leaves two records of the browser build in public/: `webpack.stats.json` (every chunk
 * group's files) and `chunk-map.json` (the chunk map it also inlines in every page). No browser
 * reads either, so they move out of the site, to `.cache/build-records/`, where the benchmarks
 * and browser tests read them (scripts/bench-first-load.mjs, e2e/support/faults.ts). Gatsby
 * writes them afresh on every build, before it renders any page; a name it no longer writes is
 * simply not moved.
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
