import { mkdtempSync, readFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { earlyCompileScope, lastStartFile } from "../../../src/node/page-body/ahead-scope"

const project = () => mkdtempSync(path.join(os.tmpdir(), "compile-ahead-scope-"))

describe("the pages a build compiles early", () => {
  it("are every page in a first build, those modified since the previous build started in a later one", () => {
    const root = project()
    expect(earlyCompileScope(root, true, 1_000_000)).toEqual({})
    expect(readFileSync(lastStartFile(root), "utf8")).toBe("1000000")
    // A second, a file time's margin earlier: a page saved as the previous build started counts.
    expect(earlyCompileScope(root, false, 2_000_000)).toEqual({ changedSince: 999_000 })
    expect(earlyCompileScope(root, false, 3_000_000)).toEqual({ changedSince: 1_999_000 })
  })

  it("are none in a later build with no record of the previous one, which then records its own", () => {
    const root = project()
    expect(earlyCompileScope(root, false, 5_000)).toBeNull()
    expect(earlyCompileScope(root, false, 6_000)).toEqual({ changedSince: 4_000 })
  })
})
