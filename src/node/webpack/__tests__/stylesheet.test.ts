import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { builtStylesheet } from "../stylesheet"

describe("the built stylesheet's name", () => {
  let dir: string
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), "stylesheet-"))))
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it("is read from the app entry's assets in Gatsby's stats", () => {
    const assets = ["webpack-runtime-1a.js", "framework-2b.js", "styles.f94774d9a503d29a1adc.css", "app-3c.js"]
    writeFileSync(
      path.join(dir, "webpack.stats.json"),
      JSON.stringify({ namedChunkGroups: { app: { assets: assets.map(name => ({ name, size: 1 })) } } }),
    )
    expect(builtStylesheet(dir)).toBe("styles.f94774d9a503d29a1adc.css")
  })

  it("is null without stats or without a stylesheet", () => {
    expect(builtStylesheet(dir)).toBeNull()
    writeFileSync(
      path.join(dir, "webpack.stats.json"),
      JSON.stringify({ namedChunkGroups: { app: { assets: ["app.js"] } } }),
    )
    expect(builtStylesheet(dir)).toBeNull()
  })
})
