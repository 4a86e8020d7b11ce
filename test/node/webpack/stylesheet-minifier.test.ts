import { transformSync } from "esbuild"
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import TerserPlugin from "terser-webpack-plugin"
import { esbuildStylesheetMinifier, stripStylesheet } from "../../../src/node/webpack/stylesheet-minifier"

// The class Gatsby's webpack config takes its CSS minimizer from.
const CssMinimizerPlugin = require("css-minimizer-webpack-plugin") as new (options?: object) => object
const optionsOf = (plugin: unknown) => (plugin as { options: { minify?: unknown; parallel?: unknown } }).options

/** esbuild's own printing of a stylesheet, one declaration a line: what two files say, not how they are spaced. */
const printed = (css: string) => transformSync(css, { loader: "css" }).code

describe("stripStylesheet", () => {
  it("leaves the site's stylesheet saying exactly what it says, without whitespace or comments", async () => {
    const styles = path.join(__dirname, "../../../src/styles")
    const source = readdirSync(styles)
      .filter(file => file.endsWith(".css"))
      .map(file => readFileSync(path.join(styles, file), "utf8"))
      .join("\n")
    const { code, warnings } = await stripStylesheet({ "styles.css": source })
    expect(warnings).toEqual([])
    expect(code.length).toBeLessThan(source.length * 0.8)
    expect(code).not.toContain("/*")
    expect(printed(code)).toBe(printed(source))
  })

  it("keeps vendor prefixes, rule order and syntax newer browsers alone read", async () => {
    const css = [
      "/* a comment */",
      ".a { -webkit-text-decoration: underline 1px; text-decoration: underline 1px; }",
      ".b { inset: 0; color: rgba(0, 0, 0, 0.5); }",
      ".a { color: red; }",
    ].join("\n")
    const { code } = await stripStylesheet({ "styles.css": css })
    expect(code).toBe(
      ".a{-webkit-text-decoration:underline 1px;text-decoration:underline 1px}" +
        ".b{inset:0;color:rgba(0,0,0,0.5)}.a{color:red}\n",
    )
  })

  it("reports what esbuild warns about, with the file", async () => {
    const { warnings } = await stripStylesheet({ "styles.css": ".a { color: red; " })
    expect(warnings).toEqual([expect.stringMatching(/^styles\.css: Expected "}"/)])
  })
})

describe("esbuildStylesheetMinifier", () => {
  it("replaces Gatsby's CSS minimizer in place, in the build's process, keeping every other minimizer", () => {
    const terser = new TerserPlugin()
    const gatsbys = new CssMinimizerPlugin({ parallel: 1 })
    const [first, second] = esbuildStylesheetMinifier([terser, gatsbys])
    expect(first).toBe(terser)
    expect(second).toBeInstanceOf(CssMinimizerPlugin)
    expect(second).not.toBe(gatsbys)
    expect(optionsOf(second).minify).toBe(stripStylesheet)
    expect(optionsOf(second).parallel).toBe(false)
  })

  it("fails loudly when Gatsby's config has no CSS minimizer of that package", () => {
    expect(() => esbuildStylesheetMinifier([new TerserPlugin()])).toThrow(
      /stylesheet-minifier\.ts relies on it, written for gatsby/,
    )
  })
})
