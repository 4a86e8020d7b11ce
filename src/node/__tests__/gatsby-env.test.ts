import { execFileSync } from "node:child_process"
import { mkdirSync, mkdtempSync } from "node:fs"
import os from "node:os"
import path from "node:path"

const SCRIPT = path.resolve(__dirname, "../../../scripts/gatsby-env.mjs")

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
  const isFirstBuild = (root: string): boolean =>
    JSON.parse(
      execFileSync(
        process.execPath,
        [
          "--input-type=module",
          "-e",
          `const { isFirstBuild } = await import(${JSON.stringify(SCRIPT)}); console.log(isFirstBuild(${JSON.stringify(root)}))`,
        ],
        { encoding: "utf8" },
      ),
    ) as boolean

  it("is one while Gatsby's cache holds nothing, even when tests have written into .cache", () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "qf-first-build-"))
    expect(isFirstBuild(root)).toBe(true)
    mkdirSync(path.join(root, ".cache", "og-worker"), { recursive: true })
    expect(isFirstBuild(root)).toBe(true)
    mkdirSync(path.join(root, ".cache", "caches-lmdb"))
    expect(isFirstBuild(root)).toBe(false)
  })
})
