import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"

type IsNearMatch = (name: string, configName: string, distance: number) => boolean
interface CompileModule {
  compileGatsbyFiles: (siteRoot: string, retry?: number) => Promise<void>
  COMPILED_CACHE_DIR: string
}
const { parcelEntries, misnamedGatsbyNode, withoutIdleParcel, skipIdleParcel } = require("../idle-parcel.cjs") as {
  parcelEntries: (siteRoot: string) => string[]
  misnamedGatsbyNode: (siteRoot: string, isNearMatch: IsNearMatch) => string
  withoutIdleParcel: (module: CompileModule, isNearMatch: IsNearMatch, onRun?: (skipped: boolean) => void) => void
  skipIdleParcel: (siteRoot: string) => void
}
const { isNearMatch } = require("gatsby/dist/utils/is-near-match") as { isNearMatch: IsNearMatch }

/** A site folder with the given files (paths relative to it; folders made as needed). */
function site(files: string[]) {
  const root = mkdtempSync(path.join(tmpdir(), "idle-parcel-"))
  for (const file of files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), "module.exports = {}\n")
  }
  return root
}

/** Gatsby's compile module, faked: records whether its own step ran. */
function fakeGatsby() {
  const calls: Array<[string, number | undefined]> = []
  const module: CompileModule = {
    COMPILED_CACHE_DIR: ".cache/compiled",
    compileGatsbyFiles: async (siteRoot, retry) => {
      calls.push([siteRoot, retry])
    },
  }
  const runs: boolean[] = []
  withoutIdleParcel(module, isNearMatch, skipped => runs.push(skipped))
  return { module, calls, runs }
}

const PLAIN_SITE = [
  "gatsby-config.js",
  "gatsby-node.js",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "plugins/post/gatsby-node.js",
]

describe("parcelEntries (what Gatsby's Parcel step would compile)", () => {
  it("finds nothing in a site whose API files are JavaScript, however its other files are named", () => {
    expect(parcelEntries(site([...PLAIN_SITE, "src/gatsby-node.ts", "plugins/post/gatsby-node.tsx"]))).toEqual([])
  })

  it("finds TypeScript API files at the root and at any depth under plugins/", () => {
    const root = site(["gatsby-config.ts", "plugins/gatsby-node.ts", "plugins/a/b/gatsby-config.ts", "plugins/c/x.ts"])
    expect(
      parcelEntries(root)
        .map(file => path.relative(root, file))
        .sort(),
    ).toEqual(
      ["gatsby-config.ts", "plugins/a/b/gatsby-config.ts", "plugins/gatsby-node.ts"].map(file => path.normalize(file)),
    )
  })

  it("follows a linked plugin folder once, even in a cycle", () => {
    const root = site(["linked/gatsby-node.ts", "plugins/local/gatsby-node.js"])
    symlinkSync(path.join(root, "linked"), path.join(root, "plugins", "linked"))
    symlinkSync(path.join(root, "plugins"), path.join(root, "plugins", "local", "loop"))
    expect(parcelEntries(root).map(file => path.relative(root, file))).toEqual([
      path.join("plugins", "linked", "gatsby-node.ts"),
    ])
  })
})

describe("misnamedGatsbyNode (Gatsby's check, kept when Parcel is skipped)", () => {
  it("names a file Gatsby would take for a misspelled gatsby-node", () => {
    expect(misnamedGatsbyNode(site(["gatsby-nod.js"]), isNearMatch)).toBe("gatsby-nod.js")
  })

  it("finds none in this site's kind of root", () => {
    expect(misnamedGatsbyNode(site(PLAIN_SITE), isNearMatch)).toBe("")
  })
})

describe("withoutIdleParcel (Gatsby's compile step, replaced)", () => {
  it("skips Parcel when nothing needs compiling, and empties .cache/compiled as Gatsby would", async () => {
    const root = site([...PLAIN_SITE, ".cache/compiled/gatsby-config.js"])
    const { module, calls, runs } = fakeGatsby()
    await module.compileGatsbyFiles(root)
    expect(calls).toEqual([])
    expect(runs).toEqual([true])
    expect(readdirSync(path.join(root, ".cache", "compiled"))).toEqual([])
  })

  it("makes .cache/compiled when it is missing (a cold build)", async () => {
    const root = site(PLAIN_SITE)
    await fakeGatsby().module.compileGatsbyFiles(root)
    expect(existsSync(path.join(root, ".cache", "compiled"))).toBe(true)
  })

  it("runs Gatsby's own step for a TypeScript API file, in a plugin too", async () => {
    for (const file of ["gatsby-config.ts", "plugins/post/gatsby-node.ts"]) {
      const root = site([file])
      const { module, calls, runs } = fakeGatsby()
      await module.compileGatsbyFiles(root, 2)
      expect(calls).toEqual([[root, 2]])
      expect(runs).toEqual([false])
    }
  })

  it("runs Gatsby's own step for a misnamed gatsby-node file, so Gatsby explains it", async () => {
    const root = site(["gatsby-nodes.js"])
    const { module, calls } = fakeGatsby()
    await module.compileGatsbyFiles(root)
    expect(calls).toEqual([[root, 0]])
  })
})

describe("skipIdleParcel in the installed Gatsby", () => {
  const gatsbyFile = (file: string) => require.resolve(`gatsby/dist/${file}`)

  it("replaces the export Gatsby's initialize step calls, and the replacement skips Parcel here", async () => {
    const compile = require(gatsbyFile("utils/parcel/compile-gatsby-files")) as CompileModule
    const original = compile.compileGatsbyFiles
    try {
      skipIdleParcel(process.cwd())
      expect(compile.compileGatsbyFiles).not.toBe(original)
      const root = site(PLAIN_SITE)
      await compile.compileGatsbyFiles(root) // Gatsby's would start a worker and Parcel
      expect(readdirSync(path.join(root, ".cache", "compiled"))).toEqual([])
    } finally {
      compile.compileGatsbyFiles = original
    }
    // Gatsby looks the function up on the module each time it calls it (not a copy taken on load),
    // which is what lets the replacement take effect; a change there would silently undo it.
    expect(readFileSync(gatsbyFile("services/initialize.js"), "utf8")).toMatch(
      /\(0, _compileGatsbyFiles\.compileGatsbyFiles\)\(siteDirectory\)/,
    )
  })
})
