import { parseSync } from "@swc/core"
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { ROOT } from "../../support/content-files"
import { prebundle, prebundleAliases, startPrebundles } from "../../../src/node/webpack/prebundle"
import { namesImported, siteImports } from "../../../src/node/webpack/site-imports"

const PKG = "react-instantsearch"
const names = (code: string, tsx = true) => namesImported(code, PKG, tsx)

/** The names an ES module exports (`export { a, b as c }` lists). */
function exportedNames(code: string): string[] {
  return parseSync(code, { syntax: "ecmascript" }).body.flatMap(item =>
    item.type === "ExportNamedDeclaration"
      ? item.specifiers.flatMap(specifier =>
          specifier.type === "ExportSpecifier" ? [(specifier.exported ?? specifier.orig).value] : [],
        )
      : [],
  )
}

describe("the names a module imports from a package", () => {
  it("lists value imports by their exported name", () => {
    expect(
      names(`import { Configure, InstantSearch as Search } from "react-instantsearch"\nexport const x = 1`),
    ).toEqual(["Configure", "InstantSearch"])
  })

  it("leaves out type-only imports, whole or per name", () => {
    expect(names(`import type { Hit } from "react-instantsearch"`)).toEqual([])
    expect(names(`import { type Hit, useHits } from "react-instantsearch"`)).toEqual(["useHits"])
  })

  it("counts re-exports, and ignores other packages whose name starts the same", () => {
    expect(names(`export { Highlight } from "react-instantsearch"`)).toEqual(["Highlight"])
    expect(names(`import { useHits } from "react-instantsearch-core"`)).toEqual([])
  })

  it("takes the whole package for namespace, default, export-all and dynamic imports", () => {
    expect(names(`import * as ris from "react-instantsearch"`)).toEqual(["*"])
    expect(names(`import ris from "react-instantsearch"`)).toEqual(["*"])
    expect(names(`export * from "react-instantsearch"`)).toEqual(["*"])
    expect(names(`const load = () => import("react-instantsearch")`, false)).toEqual(["*"])
  })
})

describe("the names the site imports", () => {
  let root: string
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), "qf-prebundle-"))
    const write = (file: string, code: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      writeFileSync(path.join(root, file), code)
    }
    write("src/components/A.tsx", `import { useHits, Configure } from "react-instantsearch"`)
    write("src/lib/b.ts", `import { useHits } from "react-instantsearch"`)
    write("src/components/__tests__/A.test.tsx", `import { Snippet } from "react-instantsearch"`)
    write("src/components/C.test.tsx", `import { Highlight } from "react-instantsearch"`)
    write("src/node/d.ts", `import { Index } from "react-instantsearch"`)
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it("are the union over the browser code, sorted, tests and build steps left out", () => {
    expect(siteImports(root, PKG)).toEqual(["Configure", "useHits"])
  })

  it("are the whole package when one module takes all of it", () => {
    writeFileSync(path.join(root, "src/lib/e.ts"), `import * as all from "react-instantsearch"`)
    expect(siteImports(root, PKG)).toEqual(["*"])
  })

  it("are named imports in the site itself, so its search chunk carries only what it uses", () => {
    const site = siteImports(ROOT, PKG)
    expect(site).toContain("InstantSearch")
    expect(site).not.toContain("*")
  })
})

describe("a prebundle", () => {
  let outDir: string
  beforeAll(() => {
    outDir = mkdtempSync(path.join(os.tmpdir(), "qf-prebundle-out-"))
  })
  afterAll(() => rmSync(outDir, { recursive: true, force: true }))
  const build = (nodeEnv = "production", wanted = ["Configure", "InstantSearch", "useHits"]) =>
    prebundle({ rootDir: ROOT, pkg: PKG, names: wanted, nodeEnv, outDir })

  it("is one ES module exporting exactly the names asked for", async () => {
    expect(exportedNames(readFileSync(await build(), "utf8")).sort()).toEqual(["Configure", "InstantSearch", "useHits"])
  })

  it("imports React instead of bundling it, and has NODE_ENV replaced", async () => {
    const code = readFileSync(await build(), "utf8")
    expect(code).toMatch(/import\s*\{[^}]*\}\s*from\s*"react"/)
    expect(code).not.toContain("react.production")
    // A CommonJS require of a package outside the bundle would throw in the browser.
    expect(code).not.toMatch(/__require\("/)
    expect(code).not.toContain("process.env.NODE_ENV")
  })

  it("is reused while its inputs are the same, and made again when one changes", async () => {
    const file = await build()
    const written = statSync(file).mtimeMs
    expect(await build()).toBe(file)
    expect(statSync(file).mtimeMs).toBe(written)
    expect(await build("development")).not.toBe(file)
    const other = await build("production", ["Configure"])
    expect(other).not.toBe(file)
    // The one it replaces is removed; the other environment's stays.
    expect(existsSync(file)).toBe(false)
    expect(existsSync(await build("development"))).toBe(true)
    expect(existsSync(other)).toBe(true)
  })

  it("is minified for the build, not for the development server", async () => {
    const built = readFileSync(await build(), "utf8")
    const served = readFileSync(await build("development"), "utf8")
    expect(built.split("\n").length).toBeLessThan(served.split("\n").length / 10)
    expect(served).toMatch(/^\/\/ node_modules\//m) // esbuild's comment naming each source file
    expect(built).not.toMatch(/^\/\/ node_modules\//m)
  })

  it("refuses an empty list of names", async () => {
    await expect(build("production", [])).rejects.toThrow(/imports nothing from react-instantsearch/)
  })
})

describe("the browser bundle's prebundle aliases", () => {
  let root: string
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), "qf-prebundle-site-"))
    mkdirSync(path.join(root, "src"))
    writeFileSync(path.join(root, "src/Search.tsx"), `import { InstantSearch } from "react-instantsearch"`)
    // The prebundle resolves the package from the site's folder, and is named by its lockfile.
    writeFileSync(path.join(root, "package-lock.json"), readFileSync(path.join(ROOT, "package-lock.json")))
    symlinkSync(path.join(ROOT, "node_modules"), path.join(root, "node_modules"))
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it("are made once per process: started early (production in a build), the webpack config gets the same files", async () => {
    startPrebundles(root, { NODE_ENV: "production" })
    const started = prebundleAliases(root, "production")
    expect(prebundleAliases(root, "production")).toBe(started)
    const aliases = await started
    expect(Object.keys(aliases)).toEqual([`${PKG}$`])
    const file = aliases[`${PKG}$`]!
    expect(path.dirname(file)).toBe(path.join(root, ".build", "prebundled"))
    expect(exportedNames(readFileSync(file, "utf8"))).toEqual(["InstantSearch"])
  })

  it("report a failure to the webpack config that waits for them, not as an unhandled rejection", async () => {
    rmSync(path.join(root, "src/Search.tsx"))
    startPrebundles(root, { NODE_ENV: "development" })
    await new Promise(resolve => setTimeout(resolve, 50))
    await expect(prebundleAliases(root, "development")).rejects.toThrow(/imports nothing from react-instantsearch/)
  })
})
