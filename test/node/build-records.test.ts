import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { buildRecordsDir, moveBuildRecords } from "../../src/node/build-records"

describe("moveBuildRecords", () => {
  it("moves Gatsby's build records out of public/ and leaves the site's files", async () => {
    const site = mkdtempSync(path.join(tmpdir(), "records-"))
    const publicDir = path.join(site, "public")
    mkdirSync(publicDir)
    writeFileSync(path.join(publicDir, "webpack.stats.json"), '{"assetsByChunkName":{}}')
    writeFileSync(path.join(publicDir, "chunk-map.json"), "{}")
    writeFileSync(path.join(publicDir, "search-index.json"), "{}")
    await expect(moveBuildRecords(publicDir, buildRecordsDir(site))).resolves.toEqual([
      "webpack.stats.json",
      "chunk-map.json",
    ])
    expect(existsSync(path.join(publicDir, "webpack.stats.json"))).toBe(false)
    expect(existsSync(path.join(publicDir, "chunk-map.json"))).toBe(false)
    expect(existsSync(path.join(publicDir, "search-index.json"))).toBe(true)
    expect(readFileSync(path.join(site, ".cache", "build-records", "webpack.stats.json"), "utf8")).toContain("assets")
    // A second run (nothing left to move) is a no-op.
    await expect(moveBuildRecords(publicDir, buildRecordsDir(site))).resolves.toEqual([])
  })
})
