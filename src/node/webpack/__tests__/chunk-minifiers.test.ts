import TerserPlugin from "terser-webpack-plugin"
import type { Chunk } from "webpack"
import { FirstLoadScripts, PAGE_CHUNK, firstLoadScripts, minifiersByLoad } from "../chunk-minifiers"

type Options = { exclude?: unknown; include?: unknown; minimizer?: { implementation?: unknown } }
const optionsOf = (plugin: unknown) => (plugin as { options: Options }).options

const chunk = (files: string[], { initial = false, groups = [] as string[] } = {}) =>
  ({
    files: new Set(files),
    canBeInitial: () => initial,
    groupsIterable: groups.map(name => ({ name })),
  }) as unknown as Chunk

describe("firstLoadScripts", () => {
  it("keeps the initial chunks and the page templates' shared chunks, not page chunks or chunks loaded on demand", () => {
    const files = firstLoadScripts([
      chunk(["framework-b78f.js"], { initial: true }),
      chunk(["app-ec5c.js", "styles.css"], { initial: true }),
      chunk(["3f79ae-7c7e.js"], { groups: ["component---src-templates-doc-page-tsx-a", "component---b"] }),
      chunk(["p-12-966aa6aaa82a0a6ff205.js"], { groups: ["component---src-templates-doc-page-tsx-a"] }),
      chunk(["twig-runtime-6168.js"], { groups: ["twig-runtime"] }),
      chunk(["9df17f-7a9b.js"], { groups: ["search-modal", "search-results"] }),
    ])
    expect([...files]).toEqual(["framework-b78f.js", "app-ec5c.js", "3f79ae-7c7e.js"])
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

  it("matches page chunks by name only", () => {
    expect(PAGE_CHUNK.test("p-1022-966aa6aaa82a0a6ff205.js")).toBe(true)
    for (const name of ["app-5e0c9ae4fef30b3be724.js", "framework-b78fbbcc0959a2ef150e.js", "routes-2-47115880.js"]) {
      expect(PAGE_CHUNK.test(name)).toBe(false)
    }
  })
})
