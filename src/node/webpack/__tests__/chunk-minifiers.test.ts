import TerserPlugin from "terser-webpack-plugin"
import { createRequire } from "node:module"
import { bundleMinifiers } from "../chunk-minifiers"

// Gatsby's own copy of the CSS minimizer, as its webpack config holds it.
const gatsbyRequire = createRequire(require.resolve("gatsby/package.json"))
const CssMinimizerPlugin = gatsbyRequire("css-minimizer-webpack-plugin") as new (
  options: Record<string, unknown>,
) => object

type Options = {
  exclude?: unknown
  parallel?: unknown
  minify?: unknown
  minimizerOptions?: unknown
  minimizer?: { implementation?: unknown; options?: Record<string, unknown> }
}
const optionsOf = (plugin: unknown) => (plugin as { options: Options }).options

describe("bundleMinifiers", () => {
  const gatsbyMinimizers = () => [
    new CssMinimizerPlugin({ minimizerOptions: { preset: ["default", { svgo: { full: true } }] }, parallel: 1 }),
    new TerserPlugin({ exclude: /\.min\.js/, parallel: 1 }),
  ]

  it("puts SWC in Terser's place, keeping Gatsby's exclusions, in the build's own process", () => {
    const minimizers = gatsbyMinimizers()
    const [, scripts] = bundleMinifiers(minimizers)
    expect(scripts).not.toBe(minimizers[1])
    expect(optionsOf(scripts).minimizer?.implementation).toBe(TerserPlugin.swcMinify)
    expect(optionsOf(scripts).exclude).toEqual(/\.min\.js/)
    expect(optionsOf(scripts).minimizer?.options).toMatchObject({ mangle: { safari10: true } })
    expect(optionsOf(scripts).parallel).toBe(false)
  })

  it("keeps Gatsby's CSS minimizer and its options, in the build's own process", () => {
    const minimizers = gatsbyMinimizers()
    const [stylesheets] = bundleMinifiers(minimizers)
    expect(stylesheets).toBeInstanceOf(CssMinimizerPlugin)
    expect(stylesheets).not.toBe(minimizers[0])
    expect(optionsOf(stylesheets).parallel).toBe(false)
    expect(optionsOf(stylesheets).minify).toBe(optionsOf(minimizers[0]).minify)
    expect(optionsOf(stylesheets).minimizerOptions).toEqual({ preset: ["default", { svgo: { full: true } }] })
  })

  it("keeps any other minimizer in its place", () => {
    const other = { apply() {} }
    const [css, first, scripts] = bundleMinifiers([gatsbyMinimizers()[0], other, gatsbyMinimizers()[1]])
    expect(first).toBe(other)
    expect(css).toBeInstanceOf(CssMinimizerPlugin)
    expect(optionsOf(scripts).parallel).toBe(false)
  })

  it("fails loudly when Gatsby's config has no Terser or no CSS minimizer", () => {
    expect(() => bundleMinifiers([])).toThrow(/chunk-minifiers\.ts needs updating/)
    expect(() => bundleMinifiers([gatsbyMinimizers()[1]])).toThrow(/no CSS minimizer/)
  })
})
