import { mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"

const { compileIfStale } = require("../../../src/node/gatsby-api/load.cjs") as {
  compileIfStale: (options: { root: string; sourceDir: string; outDir: string; entries: string[] }) => boolean
}

/** Moves a file's modification time by `seconds` from now (the file system's clock, not a wait). */
const touch = (file: string, seconds: number) => {
  const time = new Date(Date.now() + seconds * 1000)
  utimesSync(file, time, time)
}

/**
 * A project with one API entry that imports a helper, as config.ts imports src/node/…, its files
 * saved a minute ago (a file saved in the same instant a build starts counts as changed).
 */
function project() {
  const root = mkdtempSync(path.join(tmpdir(), "gatsby-api-"))
  const sourceDir = path.join(root, "src", "node", "gatsby-api")
  mkdirSync(sourceDir, { recursive: true })
  writeFileSync(path.join(root, "src", "node", "answer.ts"), "export const answer: number = 41\n")
  writeFileSync(
    path.join(sourceDir, "node.ts"),
    'import path from "node:path"\nimport { answer } from "../answer"\nexport const onPreInit = (): number => answer + 1\nexport const sep = path.sep\n',
  )
  for (const file of [path.join(root, "src", "node", "answer.ts"), path.join(sourceDir, "node.ts")]) touch(file, -60)
  const options = { root, sourceDir, outDir: path.join(root, ".build", "gatsby-api"), entries: ["node"] }
  const load = () => {
    const file = path.join(options.outDir, "node.cjs")
    delete require.cache[file]
    return require(file) as { onPreInit: () => number; sep: string }
  }
  return { root, options, load }
}

describe("compileIfStale (the TypeScript behind the root's plain-JavaScript API files)", () => {
  it("bundles an entry with the project files it imports, and keeps packages as require() calls", () => {
    const { options, load } = project()
    expect(compileIfStale(options)).toBe(true)
    expect(load().onPreInit()).toBe(42)
    expect(load().sep).toBe(path.sep)
    const bundle = readFileSync(path.join(options.outDir, "node.cjs"), "utf8")
    expect(bundle).toMatch(/require\("node:path"\)/)
    expect(bundle).toContain("answer")
  })

  it("reuses the bundle while none of its files changed", () => {
    const { options } = project()
    compileIfStale(options)
    expect(compileIfStale(options)).toBe(false)
  })

  it("compiles again when a file was saved just as the previous build started", () => {
    const { root, options } = project()
    touch(path.join(root, "src", "node", "answer.ts"), 0)
    compileIfStale(options)
    expect(compileIfStale(options)).toBe(true)
  })

  it("compiles again when an imported file changed", () => {
    const { root, options, load } = project()
    compileIfStale(options)
    const helper = path.join(root, "src", "node", "answer.ts")
    writeFileSync(helper, "export const answer: number = 99\n")
    touch(helper, 5)
    expect(compileIfStale(options)).toBe(true)
    expect(load().onPreInit()).toBe(100)
  })

  it("compiles again when an input disappeared or the record is unreadable", () => {
    const { options } = project()
    compileIfStale(options)
    writeFileSync(path.join(options.outDir, "inputs.json"), "{")
    expect(compileIfStale(options)).toBe(true)
  })

  it("fails naming the file and line of a syntax error, and keeps the previous bundle", () => {
    const { options, load } = project()
    compileIfStale(options)
    const entry = path.join(options.sourceDir, "node.ts")
    writeFileSync(entry, "export const onPreInit = ( => 1\n")
    touch(entry, 5)
    expect(() => compileIfStale(options)).toThrow(/Gatsby API files[\s\S]*node\.ts:1/)
    expect(load().onPreInit()).toBe(42)
  })
})
