import { parseSync, type ModuleItem } from "@swc/core"
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"

// Which names the site's browser code takes from a package: the prebundle (./prebundle.ts)
// bundles only those, so the search chunk carries none of the package's other exports.

/** The site's browser code: every TypeScript module under src/ except the build steps. */
function browserSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "node" ? [] : browserSources(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/**
 * The names a module's code takes from `pkg` with value imports (`import type` and inline
 * `type` specifiers are erased by the compiler). `"*"` when it takes the whole module: a
 * namespace or default import, `export * from`, or an `import()` of it.
 */
export function namesImported(code: string, pkg: string, tsx: boolean): string[] {
  const module = parseSync(code, { syntax: "typescript", tsx })
  const names: string[] = []
  const from = (item: ModuleItem) => ("source" in item && item.source ? item.source.value : undefined)
  for (const item of module.body) {
    if (from(item) !== pkg) continue
    if (item.type === "ImportDeclaration") {
      if (item.typeOnly) continue
      for (const specifier of item.specifiers) {
        if (specifier.type !== "ImportSpecifier") return ["*"]
        if (specifier.isTypeOnly) continue
        names.push((specifier.imported ?? specifier.local).value)
      }
    } else if (item.type === "ExportNamedDeclaration") {
      if (item.typeOnly) continue
      for (const specifier of item.specifiers) {
        if (specifier.type !== "ExportSpecifier") return ["*"]
        if (specifier.isTypeOnly) continue
        names.push(specifier.orig.value)
      }
    } else if (item.type === "ExportAllDeclaration") return ["*"]
  }
  // A dynamic import is an expression anywhere in the module; its specifier is a literal here.
  if (new RegExp(`import\\(\\s*["']${pkg.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}["']\\s*\\)`).test(code)) return ["*"]
  return names
}

/** Every name the site's browser code imports from `pkg`, sorted; `["*"]` when any file takes it whole. */
export function siteImports(rootDir: string, pkg: string): string[] {
  const names = new Set<string>()
  for (const file of browserSources(path.join(rootDir, "src"))) {
    const code = readFileSync(file, "utf8")
    if (!code.includes(`"${pkg}"`) && !code.includes(`'${pkg}'`)) continue
    for (const name of namesImported(code, pkg, file.endsWith(".tsx"))) names.add(name)
  }
  return names.has("*") ? ["*"] : [...names].sort()
}
