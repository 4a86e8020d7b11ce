import { mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import webpack from "webpack"
import { rendererOptimization } from "../../../src/node/webpack/renderer-optimization"

/** Bundles a two-module program as the HTML renderer is bundled (production, Node, not minified). */
function bundle(optimization: object): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), "renderer-optimization-"))
  writeFileSync(path.join(dir, "greet.js"), "export const greet = name => `Hello, ${name}`\nexport const unused = 1\n")
  writeFileSync(path.join(dir, "entry.js"), 'export { greet } from "./greet.js"\n')
  const compiler = webpack({
    mode: "production",
    target: "node",
    context: dir,
    entry: "./entry.js",
    output: { path: dir, filename: "out.js", library: { type: "commonjs2" } },
    optimization,
  })
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats!.toString()))
      else compiler.close(() => resolve(path.join(dir, "out.js")))
    }),
  )
}

describe("the HTML renderer's optimisations", () => {
  it("keep Gatsby's settings and drop those that only make a download smaller", () => {
    expect(rendererOptimization({ minimize: false, splitChunks: { chunks: "async" } })).toEqual({
      minimize: false,
      splitChunks: { chunks: "async" },
      concatenateModules: false,
      providedExports: false,
      usedExports: false,
      innerGraph: false,
      mangleExports: false,
    })
  })

  it("bundle a program that runs the same, its modules kept apart", async () => {
    const analysed = await bundle({ minimize: false })
    const plain = await bundle(rendererOptimization({ minimize: false }))
    expect(require(plain).greet("Ada")).toBe("Hello, Ada")
    expect(require(plain).greet("Ada")).toBe(require(analysed).greet("Ada"))
    // Scope hoisting puts the two modules into one scope, each under a comment naming it.
    expect(readFileSync(analysed, "utf8")).toContain(";// ./greet.js")
    expect(readFileSync(plain, "utf8")).not.toContain(";// ./greet.js")
  })
})
