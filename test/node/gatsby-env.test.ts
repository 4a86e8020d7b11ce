import { execFileSync } from "node:child_process"
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"

const SCRIPT = path.resolve(__dirname, "../../scripts/gatsby-env.mjs")

/** NODE_COMPILE_CACHE as scripts/gatsby-env.mjs sets it for Gatsby, run in Node as the build runs it. */
function compileCacheOf(options: { firstBuild?: boolean; compileCache: string }, callerValue?: string): string | null {
  const env: NodeJS.ProcessEnv = { ...process.env }
  delete env.NODE_COMPILE_CACHE
  if (callerValue !== undefined) env.NODE_COMPILE_CACHE = callerValue
  const out = execFileSync(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `const { gatsbyEnv } = await import(${JSON.stringify(SCRIPT)});
       console.log(JSON.stringify(gatsbyEnv(${JSON.stringify(options)}).NODE_COMPILE_CACHE ?? null))`,
    ],
    { env, encoding: "utf8" },
  )
  return JSON.parse(out) as string | null
}

/** `name(root)` of scripts/gatsby-env.mjs, run in Node as the build scripts run it. */
function call<T>(name: string, root: string): T {
  const code = `const m = await import(${JSON.stringify(SCRIPT)}); console.log(JSON.stringify(m.${name}(${JSON.stringify(root)})))`
  return JSON.parse(execFileSync(process.execPath, ["--input-type=module", "-e", code], { encoding: "utf8" })) as T
}

describe("Node's compile cache for Gatsby's processes", () => {
  const root = mkdtempSync(path.join(os.tmpdir(), "qf-gatsby-env-"))
  const missing = path.join(root, "missing")
  const present = path.join(root, "present")
  mkdirSync(present)

  it("is left off for a first build (writing it would cost that build seconds)", () => {
    expect(compileCacheOf({ firstBuild: true, compileCache: missing })).toBeNull()
  })

  it("is read and written from the second build on", () => {
    expect(compileCacheOf({ firstBuild: false, compileCache: missing })).toBe(missing)
  })

  it("is read by a first build when an earlier run already wrote it", () => {
    expect(compileCacheOf({ firstBuild: true, compileCache: present })).toBe(present)
  })

  it("is the caller's own when the caller sets it", () => {
    expect(compileCacheOf({ firstBuild: true, compileCache: missing }, "/elsewhere")).toBe("/elsewhere")
  })
})

describe("a first build", () => {
  const isFirstBuild = (root: string) => call<boolean>("isFirstBuild", root)

  it("is one while Gatsby's cache holds nothing, even when tests have written into .cache", () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "qf-first-build-"))
    expect(isFirstBuild(root)).toBe(true)
    mkdirSync(path.join(root, ".cache", "og-worker"), { recursive: true })
    expect(isFirstBuild(root)).toBe(true)
    mkdirSync(path.join(root, ".cache", "caches-lmdb"))
    expect(isFirstBuild(root)).toBe(false)
  })
})

describe("Gatsby's cache after the build code changed", () => {
  const reset = (root: string) => call<boolean>("resetCacheOfOtherBuildCode", root)

  /** A project whose build code is `code` and whose Gatsby cache holds something. */
  function project(code: string): string {
    const root = mkdtempSync(path.join(os.tmpdir(), "qf-cache-code-"))
    mkdirSync(path.join(root, ".build", "gatsby-api"), { recursive: true })
    writeFileSync(path.join(root, ".build", "gatsby-api", "index.cjs"), code)
    fillCache(root)
    return root
  }
  const fillCache = (root: string) => {
    mkdirSync(path.join(root, ".cache", "caches-lmdb"), { recursive: true })
    writeFileSync(path.join(root, ".cache", "caches-lmdb", "data.mdb"), "nodes")
  }
  const cached = (root: string) => existsSync(path.join(root, ".cache", "caches-lmdb", "data.mdb"))

  it("is kept while the code that filled it is the code that builds", () => {
    const root = project("exports.fields = 1")
    expect(reset(root)).toBe(true) // no record yet: whatever filled it is unknown
    fillCache(root)
    expect(reset(root)).toBe(false)
    expect(cached(root)).toBe(true)
  })

  it("is emptied when the code changed since, before Gatsby starts", () => {
    const root = project("exports.fields = 1")
    reset(root)
    fillCache(root)
    writeFileSync(path.join(root, ".build", "gatsby-api", "index.cjs"), "exports.fields = 2")
    expect(reset(root)).toBe(true)
    expect(cached(root)).toBe(false)
    // The next build, with the same code, keeps what it fills.
    fillCache(root)
    expect(reset(root)).toBe(false)
    expect(cached(root)).toBe(true)
  })

  it("has nothing to empty in a first build, which records its code", () => {
    const root = project("exports.fields = 1")
    rmSync(path.join(root, ".cache"), { recursive: true })
    expect(reset(root)).toBe(false)
    fillCache(root)
    expect(reset(root)).toBe(false)
    expect(cached(root)).toBe(true)
  })
})
