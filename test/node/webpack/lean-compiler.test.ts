import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import webpack, { type Configuration, type Stats } from "webpack"
import { leanCompiler } from "../../../src/node/webpack/lean-compiler"

let dir: string

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "lean-compiler-"))
  writeFileSync(path.join(dir, "entry.js"), 'import("./later").then(m => globalThis.result.push(m.word))\n')
  writeFileSync(path.join(dir, "later.js"), 'export const word = "loaded"\n')
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const base = (): Configuration => ({
  mode: "production",
  context: dir,
  entry: "./entry.js",
  target: "node",
  devtool: false,
  experiments: { topLevelAwait: true },
  output: {
    path: path.join(dir, "out"),
    filename: "[name]-[contenthash].js",
    chunkFilename: "[name]-[contenthash].js",
  },
})

function compile(config: Configuration, plugin?: (compiler: webpack.Compiler) => void): Promise<Stats> {
  return new Promise((resolve, reject) => {
    webpack({ ...config, plugins: plugin ? [{ apply: plugin }] : [] }, (error, stats) =>
      error || !stats ? reject(error) : resolve(stats),
    )
  })
}

describe("webpack settings of the production bundles", () => {
  it("keeps every other experiment and output setting of the config it is given", () => {
    expect(leanCompiler(base())).toEqual({
      experiments: { topLevelAwait: true, backCompat: false },
      output: { ...base().output, hashFunction: "xxhash64" },
    })
  })

  it("builds a bundle with a lazy chunk that loads and runs, named by xxhash64 content hashes", async () => {
    const config = base()
    const stats = await compile({ ...config, ...leanCompiler(config) })
    expect(stats.hasErrors()).toBe(false)
    const files = readdirSync(path.join(dir, "out")).sort()
    // Two files, each named by a 16-digit hash: xxhash64's digest (MD4's is cut to 20 digits).
    expect(files).toHaveLength(2)
    for (const file of files) expect(file).toMatch(/^[\w]+-[0-9a-f]{16}\.js$/)
    const result: string[] = []
    ;(globalThis as { result?: string[] }).result = result
    const main = files.find(file => file.startsWith("main-"))!
    require(path.join(dir, "out", main))
    await new Promise(resolve => setTimeout(resolve, 50))
    expect(result).toEqual(["loaded"])
  })

  it("fails the build, never changes it, when a plugin reaches the graphs the webpack 4 way", async () => {
    const config = base()
    // A chunk's modules the webpack 4 way, through the chunk rather than the chunk graph.
    const old = (compiler: webpack.Compiler) =>
      compiler.hooks.compilation.tap("old-plugin", compilation =>
        compilation.hooks.afterSeal.tap("old-plugin", () => {
          for (const chunk of compilation.chunks)
            Array.from((chunk as unknown as { modulesIterable: unknown[] }).modulesIterable)
        }),
      )
    await expect(compile({ ...config, ...leanCompiler(config) }, old)).rejects.toThrow(/backward-compat/)
    // With webpack's defaults the same plugin works: the setting is what turns it into an error.
    const stats = await compile(config, old)
    expect(stats.hasErrors()).toBe(false)
  })
})
