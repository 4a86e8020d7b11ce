import { execFileSync } from "node:child_process"
import { existsSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"

/**
 * patches/gatsby+5.16.1.patch, as installed: Gatsby's "compile gatsby files" step ends before
 * starting Parcel when no TypeScript API file exists. These tests load the installed file.
 */
const compile = require("gatsby/dist/utils/parcel/compile-gatsby-files") as {
  hasTypeScriptApiFile?: (siteRoot: string) => boolean
  compileGatsbyFiles: (siteRoot: string) => Promise<void>
  COMPILED_CACHE_DIR: string
}

function site(files: string[]) {
  const root = mkdtempSync(path.join(tmpdir(), "gatsby-patch-"))
  for (const file of files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), "module.exports = {}\n")
  }
  return root
}

describe("Gatsby's compile step as patched", () => {
  it("is installed (npm install applies the patch, and fails when it no longer applies)", () => {
    expect(typeof compile.hasTypeScriptApiFile).toBe("function")
  })

  it("finds TypeScript API files at the root and at any depth under plugins/, following links", () => {
    const has = compile.hasTypeScriptApiFile!
    expect(has(site(["gatsby-node.js", "gatsby-config.js", "src/gatsby-node.ts"]))).toBe(false)
    expect(has(site(["gatsby-config.ts"]))).toBe(true)
    expect(has(site(["plugins/a/b/gatsby-node.ts"]))).toBe(true)
    const linked = site(["plugins/local/gatsby-node.js"])
    const elsewhere = site(["gatsby-node.ts"])
    symlinkSync(elsewhere, path.join(linked, "plugins", "linked"))
    symlinkSync(path.join(linked, "plugins"), path.join(linked, "plugins", "local", "loop"))
    expect(has(linked)).toBe(true)
  })

  it("with none, leaves an empty compiled folder and starts no Parcel", async () => {
    const root = site(["gatsby-node.js", ".cache/compiled/stale.js"])
    await compile.compileGatsbyFiles(root)
    expect(existsSync(path.join(root, compile.COMPILED_CACHE_DIR))).toBe(true)
    expect(existsSync(path.join(root, compile.COMPILED_CACHE_DIR, "stale.js"))).toBe(false)
    expect(existsSync(path.join(root, ".cache/.parcel-cache"))).toBe(false)
  })

  it("loads Parcel only when Parcel runs, not with the step's file", () => {
    // In a process of its own: Jest's module registry is not Node's require cache.
    const script = `
      const compile = require("gatsby/dist/utils/parcel/compile-gatsby-files")
      const parcelLoaded = () => Object.keys(require.cache).some(file => file.includes("/@parcel/core/"))
      const before = parcelLoaded()
      const parcel = compile.constructParcel(process.argv[1], undefined)
      console.log(JSON.stringify({ before, after: parcelLoaded(), run: typeof parcel.run }))`
    const out = execFileSync(process.execPath, ["-e", script, site([])], { encoding: "utf8" })
    expect(JSON.parse(out.trim().split("\n").pop()!)).toEqual({ before: false, after: true, run: "function" })
  })
})
