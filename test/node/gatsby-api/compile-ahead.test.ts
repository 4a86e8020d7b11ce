import { spawnSync } from "node:child_process"
import { createHash } from "node:crypto"
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { deserialize } from "node:v8"
import type { PageBeforeTwin } from "../../../src/node/page-body/compile"
import { pageBodyKey } from "../../../src/node/page-body/page-store"
import { pageSources } from "../../../src/node/page-body/sources"
import { compileVersion } from "../../../src/node/page-body/version"
import { ROOT_DIR } from "../../../src/node/product"
import { MOCK_MODULE } from "../../../src/node/try-it"

const { compileIfStale } = require("../../../src/node/gatsby-api/load.cjs") as {
  compileIfStale: (options: { outDir: string }) => boolean
}

// The real bundles, made as `npm run build` makes them, two folders below the project as the
// build's own are (their code finds the project's root and its content that way).
const outDir = path.join(ROOT_DIR, ".build", `gatsby-api-test-${process.pid}`)
afterAll(() => rmSync(outDir, { recursive: true, force: true }))

describe("the early page compile's bundle", () => {
  it("compiles every page of the site under the key createPages looks it up by, then the Try it mock module and their twins", () => {
    compileIfStale({ outDir })
    const result = path.join(outDir, "pages.v8")
    const twinsFile = path.join(outDir, "twins.v8")
    const mockDone = path.join(outDir, "mock.done")
    const run = spawnSync(process.execPath, [path.join(outDir, "compile-ahead.cjs"), result, twinsFile, mockDone], {
      encoding: "utf8",
      timeout: 120_000,
    })
    expect(run.stderr).toBe("")
    expect(run.status).toBe(0)
    const pages = deserialize(readFileSync(result)) as Map<string, PageBeforeTwin>
    const twins = deserialize(readFileSync(twinsFile)) as Map<string, string>
    // Between the two, the Try it console's mock module, where the browser bundle takes it from.
    expect(existsSync(mockDone)).toBe(true)
    expect(readFileSync(MOCK_MODULE, "utf8")).toContain("the Try it console's mock API")

    // createPages names the build's code by the bundle Gatsby loads, index.cjs, not this one.
    const digest = createHash("sha256")
      .update(readFileSync(path.join(outDir, "index.cjs")))
      .digest("base64url")
    const version = compileVersion(ROOT_DIR, digest)
    const sources = pageSources(ROOT_DIR)
    expect(sources.length).toBeGreaterThan(50)
    expect([...pages.keys()].sort()).toEqual(sources.map(source => pageBodyKey(source, version)).sort())

    expect([...twins.keys()].sort()).toEqual([...pages.keys()].sort())

    const home = pageBodyKey(
      sources.find(source => source.pagePath === "/")!,
      version,
    )
    expect(JSON.stringify(pages.get(home)!.body)).toContain("Pick your path below.")
    expect(pages.get(home)).not.toHaveProperty("markdown")
    expect(twins.get(home)).toContain("Pick your path below.")
  }, 120_000)

  it("refuses to run without its three files, and writes nothing", () => {
    compileIfStale({ outDir })
    const cwd = mkdtempSync(path.join(tmpdir(), "compile-ahead-usage-"))
    const run = spawnSync(process.execPath, [path.join(outDir, "compile-ahead.cjs"), "pages.v8"], {
      cwd,
      encoding: "utf8",
      timeout: 120_000,
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain("usage: node compile-ahead.cjs <pages file> <twins file> <mock file>")
    expect(readdirSync(cwd)).toEqual([])
  }, 120_000)
})
