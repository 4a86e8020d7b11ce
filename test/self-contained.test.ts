import { readdirSync, readFileSync, statSync } from "node:fs"
import path from "node:path"

/**
 * A clone of the repository must build and pass its tests with nothing beside it: no source,
 * test, script or config file may point at a path outside the repository (a sibling folder,
 * a file of the machine it was written on).
 */
const ROOT = path.resolve(__dirname, "..")
const SCANNED = ["src", "test", "e2e", "scripts", "search-relevance", "build-checks", ".ci"]
const CODE = /\.(ts|tsx|js|mjs|cjs|json|sh)$|^run$/
const SKIP = new Set(["node_modules", "public", ".cache", "test-results", "bench-results"])

function files(dir: string): string[] {
  return readdirSync(dir).flatMap(name => {
    if (SKIP.has(name)) return []
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? files(full) : CODE.test(name) ? [full] : []
  })
}

const rootFiles = readdirSync(ROOT)
  .filter(name => /\.(ts|tsx|js|mjs|json)$/.test(name) && name !== "package-lock.json")
  .map(name => path.join(ROOT, name))

/** Every relative or absolute path the file spells out, resolved from the file's folder. */
export function referencedPaths(source: string, dir: string): string[] {
  const found: string[] = []
  for (const [, literal] of source.matchAll(/["'`]((?:\.\.\/)+[^"'`\s]*)["'`]/g)) found.push(path.resolve(dir, literal))
  for (const [, literal] of source.matchAll(/["'`](\/(?:work|home|root|Users|tmp)\/[^"'`\s]*)["'`]/g))
    found.push(literal)
  for (const [, args] of source.matchAll(/path\.(?:resolve|join)\(\s*__dirname\s*,((?:\s*["'][^"']*["']\s*,?)+)\)/g)) {
    const parts = [...args.matchAll(/["']([^"']*)["']/g)].map(m => m[1])
    found.push(path.resolve(dir, ...parts))
  }
  return found
}

const outside = (target: string) =>
  path.relative(ROOT, target).startsWith("..") || path.isAbsolute(path.relative(ROOT, target))

describe("the repository is self-contained", () => {
  it("finds paths that leave the repository (the check can fail)", () => {
    const dir = path.join(ROOT, "e2e", "support")
    expect(referencedPaths('path.resolve(__dirname, "../../../sibling/spec/SPEC.md")', dir).some(outside)).toBe(true)
    expect(referencedPaths('readFileSync("../../../sibling/spec/SPEC.md")', dir).some(outside)).toBe(true)
    expect(referencedPaths('path.join(__dirname, "..", "..", "..", "sibling")', dir).some(outside)).toBe(true)
    expect(referencedPaths('const file = "/work/sibling/spec/SPEC.md"', dir).some(outside)).toBe(true)
    expect(referencedPaths('import { x } from "../pages/Shell"', dir).some(outside)).toBe(false)
  })

  it("no source, test, script or config file points outside it", () => {
    // This file's own examples above point outside on purpose.
    const scanned = [...SCANNED.flatMap(folder => files(path.join(ROOT, folder))), ...rootFiles].filter(
      file => file !== __filename,
    )
    const offenders = scanned.flatMap(file =>
      referencedPaths(readFileSync(file, "utf8"), path.dirname(file))
        .filter(outside)
        .map(target => `${path.relative(ROOT, file)} → ${target}`),
    )
    expect(offenders).toEqual([])
  })
})
