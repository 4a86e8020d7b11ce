import { existsSync, readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { ROOT } from "../../support/content-files"
import { CLIENT_ONLY_MODULES, clientOnlyAliases } from "../../../src/node/webpack/client-only"

/** Every TypeScript module the site's bundles can import (tests aside). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "node" ? [] : sourceFiles(full)
    return /\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/** The files a module imports with a static, value-carrying `import … from "./x"` (not `import type`). */
function staticImports(file: string): string[] {
  const text = readFileSync(file, "utf8")
  const found: string[] = []
  // One statement at a time: the code has no semicolons, so a match must not run into the next import.
  for (const match of text.matchAll(/^import\s+(type\s+)?(?:(?!^import\s)[\s\S])*?\sfrom\s+"(\.[^"]+)"/gm)) {
    if (match[1]) continue // erased by the compiler
    const base = path.resolve(path.dirname(file), match[2])
    const resolved = [".ts", ".tsx", "/index.ts", "/index.tsx"].map(ext => base + ext).find(existsSync)
    if (resolved) found.push(resolved)
  }
  return found
}

describe("client-only modules (left out of the HTML renderer)", () => {
  const clientOnly = new Set(CLIENT_ONLY_MODULES.map(file => path.join(ROOT, file)))

  it("lists files that exist", () => {
    for (const file of clientOnly) expect(existsSync(file)).toBe(true)
  })

  it("are imported statically only by one another: everything else reaches them through import()", () => {
    const offenders = sourceFiles(path.join(ROOT, "src"))
      .filter(file => !clientOnly.has(file))
      .flatMap(file =>
        staticImports(file)
          .filter(target => clientOnly.has(target))
          .map(target => [file, target]),
      )
      .map(([file, target]) => `${path.relative(ROOT, file)} imports ${path.relative(ROOT, target)}`)
    expect(offenders).toEqual([])
  })

  it("finds a static import when there is one (the check above can fail)", () => {
    const searchButton = path.join(ROOT, "src/components/search/SearchModal.tsx")
    expect(staticImports(searchButton)).toContain(path.join(ROOT, "src/components/search/search-client.ts"))
  })

  it("aliases each one to an empty module, with and without its extension", () => {
    const aliases = clientOnlyAliases("/site")
    expect(aliases["/site/src/components/search/SearchModal.tsx"]).toBe(false)
    expect(aliases["/site/src/components/search/SearchModal"]).toBe(false)
    expect(Object.keys(aliases)).toHaveLength(CLIENT_ONLY_MODULES.length * 2)
  })
})
