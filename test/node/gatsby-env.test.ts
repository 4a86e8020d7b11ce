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

describe("the option checks of webpack's plugins and loaders", () => {
  /** SKIP_VALIDATION as scripts/gatsby-env.mjs sets it for Gatsby, with or without QF_STOCK_BUILD=1. */
  function skipValidation(stock: boolean): string | null {
    const env: NodeJS.ProcessEnv = { ...process.env }
    delete env.SKIP_VALIDATION
    delete env.QF_STOCK_BUILD
    if (stock) env.QF_STOCK_BUILD = "1"
    const code = `const { gatsbyEnv } = await import(${JSON.stringify(SCRIPT)}); console.log(JSON.stringify(gatsbyEnv().SKIP_VALIDATION ?? null))`
    return JSON.parse(
      execFileSync(process.execPath, ["--input-type=module", "-e", code], { env, encoding: "utf8" }),
    ) as string | null
  }

  it("are skipped in the optimised build and run in the stock one", () => {
    expect(skipValidation(false)).toBe("y")
    expect(skipValidation(true)).toBeNull()
  })

  // The plugins and loaders of Gatsby's webpack configuration that check their options with
  // `schema-utils`: an upgrade to a copy that ignores SKIP_VALIDATION would check them again.
  const gatsbyDir = path.dirname(require.resolve("gatsby/package.json"))
  const checkers = [
    "css-loader",
    "css-minimizer-webpack-plugin",
    "file-loader",
    "mini-css-extract-plugin",
    "null-loader",
    "raw-loader",
    "style-loader",
    "terser-webpack-plugin",
    "url-loader",
  ]

  /** Whether the `schema-utils` that `packageName` loads accepts options its schema forbids. */
  function acceptsBadOptions(packageName: string, skip: boolean): boolean {
    // Resolved by Node in the child process, as the package itself loads it (Jest's own
    // resolver would find the top-level copy).
    const code = `const { createRequire } = require("node:module")
      const fromGatsby = createRequire(${JSON.stringify(path.join(gatsbyDir, "package.json"))})
      const { validate } = createRequire(fromGatsby.resolve(${JSON.stringify(`${packageName}/package.json`)}))("schema-utils")
      try { validate({ type: "object", additionalProperties: false }, { unknown: 1 }, { name: "x" }); console.log("accepted") }
      catch { console.log("refused") }`
    const env: NodeJS.ProcessEnv = { ...process.env }
    delete env.SKIP_VALIDATION
    if (skip) env.SKIP_VALIDATION = "y"
    return execFileSync(process.execPath, ["-e", code], { env, encoding: "utf8" }).trim() === "accepted"
  }

  it.each(checkers)("of %s are skipped with SKIP_VALIDATION and run without it", packageName => {
    expect(acceptsBadOptions(packageName, true)).toBe(true)
    expect(acceptsBadOptions(packageName, false)).toBe(false)
  })
})
