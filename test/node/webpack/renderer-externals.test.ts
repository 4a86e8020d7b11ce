import { createRequire } from "node:module"
import path from "node:path"
import { ROOT_DIR } from "../../../src/node/product"
import { RENDERER_EXTERNALS, rendererExternals } from "../../../src/node/webpack/renderer-externals"

// As the renderer in .cache/page-ssr/routes/ requires them: resolved from the project.
const projectRequire = createRequire(path.join(ROOT_DIR, ".cache", "page-ssr", "routes", "render-page.js"))

describe("packages the HTML renderer loads when it runs", () => {
  const gatsbys = () => undefined

  it("come first, as CommonJS requires, where Gatsby leaves packages out itself", () => {
    const tracked = { fs: "commonjs fs" }
    expect(rendererExternals([tracked, gatsbys])).toEqual([
      { "react-dom": "commonjs react-dom", "node-html-parser": "commonjs node-html-parser" },
      tracked,
      gatsbys,
    ])
  })

  it("are not added to a build with Gatsby's engines, which bundles every package", () => {
    const tracked = { fs: "commonjs fs" }
    expect(rendererExternals([tracked])).toEqual([tracked])
    expect(rendererExternals([])).toEqual([])
    expect(rendererExternals(undefined)).toBeUndefined()
  })

  it("are CommonJS packages Node loads from the project as they are", () => {
    for (const name of RENDERER_EXTERNALS) expect(() => projectRequire(name)).not.toThrow()
    expect(typeof (projectRequire("node-html-parser") as { parse: unknown }).parse).toBe("function")
    expect((projectRequire("react-dom") as { version: string }).version).toBe(
      (projectRequire("react") as { version: string }).version,
    )
  })
})
