import { parseSync } from "@swc/core"
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { ROOT } from "../../support/content-files"
import { namesImported, prebundle, siteImports } from "../../../src/node/webpack/prebundle"

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

  it("is one ES module exporting exactly the names asked for", () => {
    expect(exportedNames(readFileSync(build(), "utf8")).sort()).toEqual(["Configure", "InstantSearch", "useHits"])
  })

  it("imports React instead of bundling it, and has NODE_ENV replaced", () => {
    const code = readFileSync(build(), "utf8")
    expect(code).toMatch(/^import \{[^}]*\} from "react";$/m)
    expect(code).not.toContain("react.production")
    // A CommonJS require of a package outside the bundle would throw in the browser.
    expect(code).not.toMatch(/__require\("/)
    expect(code).not.toContain("process.env.NODE_ENV")
  })

  it("is reused while its inputs are the same, and made again when one changes", () => {
    const file = build()
    const written = statSync(file).mtimeMs
    expect(build()).toBe(file)
    expect(statSync(file).mtimeMs).toBe(written)
    expect(build("development")).not.toBe(file)
    const other = build("production", ["Configure"])
    expect(other).not.toBe(file)
    // The one it replaces is removed; the other environment's stays.
    expect(existsSync(file)).toBe(false)
    expect(existsSync(build("development"))).toBe(true)
    expect(existsSync(other)).toBe(true)
  })

  it("refuses an empty list of names", () => {
    expect(() => build("production", [])).toThrow(/imports nothing from react-instantsearch/)
  })
})
