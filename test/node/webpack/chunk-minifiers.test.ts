import TerserPlugin from "terser-webpack-plugin"
import { swcMinifiers } from "../../../src/node/webpack/chunk-minifiers"

type Options = {
  exclude?: unknown
  parallel?: unknown
  minimizer?: { implementation?: unknown; options?: Record<string, unknown> }
}
const optionsOf = (plugin: unknown) => (plugin as { options: Options }).options

describe("swcMinifiers", () => {
  it("puts SWC in Terser's place, keeping Gatsby's exclusions and every other minimizer in order", () => {
    const terser = new TerserPlugin({ exclude: /\.min\.js/, parallel: 1 })
    const css = { constructor: { name: "CssMinimizerPlugin" } }
    const [first, second] = swcMinifiers([css as never, terser as never])
    expect(first).toBe(css)
    expect(second).not.toBe(terser)
    expect(optionsOf(second).minimizer?.implementation).toBe(TerserPlugin.swcMinify)
    expect(optionsOf(second).exclude).toEqual(/\.min\.js/)
    expect(optionsOf(second).minimizer?.options).toMatchObject({ mangle: { safari10: true } })
  })

  it("minifies in the build's own process, not in worker processes", () => {
    const [scripts] = swcMinifiers([new TerserPlugin({ parallel: 1 }) as never])
    expect(optionsOf(scripts).parallel).toBe(false)
  })

  it("fails loudly when Gatsby's config has no Terser", () => {
    expect(() => swcMinifiers([])).toThrow(/no Terser minimizer: src\/node\/webpack\/chunk-minifiers\.ts relies on it/)
  })
})
