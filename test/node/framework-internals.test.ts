import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import {
  checkInstalledVersions,
  FRAMEWORK_INTERNALS,
  FRAMEWORK_PACKAGES,
  installedVersion,
  shapeChanged,
  stockBuild,
  WRITTEN_FOR,
} from "../../src/node/framework-internals"
import { ROOT_DIR } from "../../src/node/product"

describe("the list of dependency internals the site touches", () => {
  it("holds at most four of the framework's (Gatsby, gatsby-plugin-mdx, webpack)", () => {
    // What stays goes through supported APIs and configuration; each further reach into the
    // framework's internals is a cost every upgrade pays. Other dependencies' are listed too.
    const framework = FRAMEWORK_INTERNALS.filter(entry => FRAMEWORK_PACKAGES.includes(entry.package))
    expect(framework.length).toBeLessThanOrEqual(4)
    expect(FRAMEWORK_INTERNALS.map(entry => entry.package)).toContain("twig")
  })

  it("matches the installed packages, so a build starts", () => {
    expect(() => checkInstalledVersions(ROOT_DIR, false)).not.toThrow()
    for (const entry of FRAMEWORK_INTERNALS)
      expect([entry.package, installedVersion(ROOT_DIR, entry.package)]).toEqual([entry.package, entry.version])
  })

  it("names files of the site that exist", () => {
    for (const entry of FRAMEWORK_INTERNALS)
      for (const file of entry.usedBy.split(", ").map(part => part.replace(/ \(.*\)$/, "")))
        expect([file, existsSync(path.join(ROOT_DIR, file))]).toEqual([file, true])
  })

  it("names files and symbols that the installed packages really have", () => {
    // The list is only worth its upgrade check if it points at the real code: each file given
    // as a path inside the package exists there, and each code name (camelCase or ___name) and
    // quoted attribute value of a symbol appears in one of them.
    let checked = 0
    for (const entry of FRAMEWORK_INTERNALS) {
      const root = path.dirname(require.resolve(`${entry.package}/package.json`, { paths: [ROOT_DIR] }))
      const files = entry.file
        .split(", ")
        .map(part => part.replace(/ \(.*\)$/, ""))
        .filter(part => /^(dist|lib|src|cache-dir)\//.test(part))
      for (const file of files)
        expect([entry.package, file, existsSync(path.join(root, file))]).toEqual([entry.package, file, true])
      const sources = files
        .filter(file => file.endsWith(".js"))
        .map(file => readFileSync(path.join(root, file), "utf8"))
      const names = entry.symbol.split(", ").flatMap(part => [
        // Code names (`window.___loader.loadPage` → `___loader`, `loadPage`), not descriptions…
        ...part
          .split(" ")[0]
          .replace(/^window\./, "")
          .split(".")
          .filter(name => /^(___\w+|[a-z]+[A-Z]\w*)$/.test(name))
          .map(name => new RegExp(`\\b${name}\\b`)),
        // …and the attribute values an HTML shape is recognised by (`data-identity="gatsby-global-css"`), quoted.
        ...[...part.matchAll(/="([\w-]+)"/g)].map(match => new RegExp(`[\`"']${match[1]}[\`"']`)),
      ])
      if (sources.length === 0) continue
      for (const name of names) {
        expect([entry.package, String(name), sources.some(source => name.test(source))]).toEqual([
          entry.package,
          String(name),
          true,
        ])
        checked += 1
      }
    }
    expect(checked).toBeGreaterThan(0)
  })

  it("pins each listed package to the exact version in package.json", () => {
    const manifest = require(path.join(ROOT_DIR, "package.json")) as Record<
      "dependencies" | "optionalDependencies",
      Record<string, string>
    >
    const declared = { ...manifest.dependencies, ...manifest.optionalDependencies }
    for (const name of new Set(FRAMEWORK_INTERNALS.map(entry => entry.package)))
      expect([name, declared[name]]).toEqual([name, FRAMEWORK_INTERNALS.find(e => e.package === name)!.version])
  })

  const entry = { ...FRAMEWORK_INTERNALS[0], package: "gatsby", version: "5.16.1", file: "dist/x.js", symbol: "x" }
  it("fails with what, where, the versions and the fix when a version moved", () => {
    const check = () => checkInstalledVersions(ROOT_DIR, false, [{ ...entry, optimisation: true }], () => "5.17.0")
    expect(check).toThrow(/uses gatsby's dist\/x\.js \(x\), written for gatsby 5\.16\.1; installed: 5\.17\.0/)
    expect(check).toThrow(/Fix: check each entry .*framework-internals\.ts, or build with QF_STOCK_BUILD=1/)
  })

  it("does not check what a stock build leaves alone, and still checks the rest", () => {
    expect(() =>
      checkInstalledVersions(ROOT_DIR, true, [{ ...entry, optimisation: true }], () => "9.9.9"),
    ).not.toThrow()
    expect(() => checkInstalledVersions(ROOT_DIR, true, [{ ...entry, optimisation: false }], () => null)).toThrow(
      /installed: none/,
    )
  })

  it("reads the switch from QF_STOCK_BUILD=1 only", () => {
    expect(stockBuild({ QF_STOCK_BUILD: "1" })).toBe(true)
    expect(stockBuild({ QF_STOCK_BUILD: "0" })).toBe(false)
    expect(stockBuild({})).toBe(false)
  })
})

describe("the error for a dependency's configuration that changed shape", () => {
  it("says what is missing, where the site relies on it, both versions and the fix", () => {
    const error = shapeChanged(
      "Gatsby's webpack config has no Babel rule",
      "src/node/webpack/transpile.ts",
      "gatsby",
      "5.17.0",
    )
    expect(error.message).toBe(
      "Gatsby's webpack config has no Babel rule: src/node/webpack/transpile.ts relies on it, written for gatsby 5.16.1; installed: 5.17.0.\n" +
        "Fix: build with QF_STOCK_BUILD=1 (none of the optimisations, the same pages), then update src/node/webpack/transpile.ts for the installed gatsby.",
    )
  })

  it("reads the installed version by default, which the versions written for match today", () => {
    for (const name of Object.keys(WRITTEN_FOR) as (keyof typeof WRITTEN_FOR)[])
      expect(shapeChanged("x", "y", name).message).toContain(
        `written for ${name} ${WRITTEN_FOR[name]}; installed: ${WRITTEN_FOR[name]}.`,
      )
  })
})
