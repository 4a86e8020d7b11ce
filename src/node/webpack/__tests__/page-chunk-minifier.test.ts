import TerserPlugin from "terser-webpack-plugin"
import { PAGE_CHUNK, pageChunksWithEsbuild } from "../page-chunk-minifier"

type Options = { exclude?: unknown; include?: unknown; minimizer?: { implementation?: unknown } }
const optionsOf = (plugin: unknown) => (plugin as { options: Options }).options

describe("pageChunksWithEsbuild", () => {
  it("leaves page chunks out of Terser and hands them to esbuild", () => {
    const terser = new TerserPlugin({ exclude: /\.min\.js/ })
    const css = { constructor: { name: "CssMinimizerPlugin" } }
    const [first, second, esbuild] = pageChunksWithEsbuild([terser as never, css])
    expect(first).toBe(terser)
    expect(second).toBe(css)
    expect(optionsOf(terser).exclude).toEqual([/\.min\.js/, PAGE_CHUNK])
    expect(optionsOf(esbuild).include).toBe(PAGE_CHUNK)
    expect(optionsOf(esbuild).minimizer?.implementation).toBe(TerserPlugin.esbuildMinify)
  })

  it("matches page chunks only", () => {
    expect(PAGE_CHUNK.test("p-1022-966aa6aaa82a0a6ff205.js")).toBe(true)
    for (const name of ["app-5e0c9ae4fef30b3be724.js", "framework-b78fbbcc0959a2ef150e.js", "routes-2-47115880.js"]) {
      expect(PAGE_CHUNK.test(name)).toBe(false)
    }
  })

  it("fails loudly when Gatsby's config has no Terser", () => {
    expect(() => pageChunksWithEsbuild([])).toThrow(/page-chunk-minifier\.ts needs updating/)
  })
})
