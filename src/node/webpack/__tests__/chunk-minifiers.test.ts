import TerserPlugin from "terser-webpack-plugin"
import type { Chunk } from "webpack"
import { FirstLoadScripts, firstLoadScripts, minifiersByLoad } from "../chunk-minifiers"

type Options = { exclude?: unknown; include?: unknown; minimizer?: { implementation?: unknown } }
const optionsOf = (plugin: unknown) => (plugin as { options: Options }).options

const chunk = (files: string[], { initial = false, groups = [] as string[] } = {}) =>
  ({
    files: new Set(files),
    canBeInitial: () => initial,
    groupsIterable: groups.map(name => ({ name })),
  }) as unknown as Chunk

describe("firstLoadScripts", () => {
  it("keeps the initial chunks and the page templates' chunks, not chunks loaded on demand", () => {
    const files = firstLoadScripts([
      chunk(["framework-b78f.js"], { initial: true }),
      chunk(["app-ec5c.js", "styles.css"], { initial: true }),
      chunk(["3f79ae-7c7e.js"], { groups: ["component---src-templates-doc-page-tsx-a", "component---b"] }),
      chunk(["component---src-templates-doc-page-tsx-9a0f.js"], {
        groups: ["component---src-templates-doc-page-tsx-a"],
      }),
      chunk(["twig-runtime-6168.js"], { groups: ["twig-runtime"] }),
      chunk(["9df17f-7a9b.js"], { groups: ["search-modal", "search-results"] }),
    ])
    expect([...files]).toEqual([
      "framework-b78f.js",
      "app-ec5c.js",
      "3f79ae-7c7e.js",
      "component---src-templates-doc-page-tsx-9a0f.js",
    ])
  })
})

describe("minifiersByLoad", () => {
  it("gives Terser the first-load scripts and esbuild every other script", () => {
    const terser = new TerserPlugin({ exclude: /\.min\.js/ })
    const css = { constructor: { name: "CssMinimizerPlugin" } }
    const firstLoad = new FirstLoadScripts()
    const [first, second, esbuild] = minifiersByLoad([terser as never, css], firstLoad)
    expect(first).toBe(terser)
    expect(second).toBe(css)
    expect(optionsOf(terser).exclude).toEqual(/\.min\.js/)
    expect(optionsOf(terser).include).toBe(firstLoad)
    expect(optionsOf(esbuild).exclude).toBe(firstLoad)
    expect(optionsOf(esbuild).minimizer?.implementation).toBe(TerserPlugin.esbuildMinify)
  })

  it("fails loudly when Gatsby's config has no Terser", () => {
    expect(() => minifiersByLoad([], new FirstLoadScripts())).toThrow(/chunk-minifiers\.ts needs updating/)
  })
})

describe("FirstLoadScripts", () => {
  it("matches nothing before a compilation fills it", () => {
    expect(new FirstLoadScripts().test("app-ec5c.js")).toBe(false)
  })
})
