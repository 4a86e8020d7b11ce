// The loader is CommonJS (webpack loads loaders as plain Node modules).
const once = require("../mdx-compile-once.cjs") as {
  compileOnce(compile: (source: string) => Promise<string>, context: object, source: string): Promise<string>
  pending(): number
}
import { buildMdxRules, COMPILE_ONCE_LOADER } from "../mdx-rule"

describe("compileOnce", () => {
  it("compiles a page once for the two bundles, then forgets it", async () => {
    const compile = jest.fn(async (source: string) => `compiled ${source}`)
    const context = { resourcePath: "/site/content/docs/a.mdx" }
    expect(await once.compileOnce(compile, context, "# A")).toBe("compiled # A")
    expect(await once.compileOnce(compile, context, "# A")).toBe("compiled # A")
    expect(compile).toHaveBeenCalledTimes(1)
    expect(once.pending()).toBe(0)
    await once.compileOnce(compile, context, "# A")
    expect(compile).toHaveBeenCalledTimes(2)
    await once.compileOnce(compile, context, "# A") // the second bundle's read, so nothing is kept
  })

  it("compiles again when the source changed", async () => {
    const compile = jest.fn(async (source: string) => `compiled ${source}`)
    const context = { resourcePath: "/site/content/docs/b.mdx" }
    await once.compileOnce(compile, context, "# B")
    expect(await once.compileOnce(compile, context, "# B, edited")).toBe("compiled # B, edited")
    expect(compile).toHaveBeenCalledTimes(2)
    await once.compileOnce(compile, context, "# B")
    await once.compileOnce(compile, context, "# B, edited")
  })

  it("does not keep a failed compile", async () => {
    let calls = 0
    const compile = async () => {
      calls += 1
      if (calls === 1) throw new Error("bad MDX")
      return "ok"
    }
    const context = { resourcePath: "/site/content/docs/c.mdx" }
    await expect(once.compileOnce(compile, context, "<")).rejects.toThrow("bad MDX")
    await new Promise(resolve => setImmediate(resolve))
    expect(await once.compileOnce(compile, context, "<")).toBe("ok")
  })
})

describe("buildMdxRules", () => {
  const babel = { loader: "/gatsby/dist/utils/babel-loader.js", options: { stage: "build-javascript" } }
  const mdx = { loader: "/node_modules/gatsby-plugin-mdx/dist/gatsby-mdx-loader.js", options: { cache: 1 } }
  const layout = { loader: "/node_modules/gatsby-plugin-mdx/dist/gatsby-layout-loader.js" }

  it("drops Babel after the MDX loader and puts the compile-once loader in place, same options", () => {
    const [mdxRule] = buildMdxRules([{ test: /\.mdx?$/, use: () => [babel, mdx] }]) as {
      use: (info: object) => unknown[]
    }[]
    expect(mdxRule.use({})).toEqual([{ loader: COMPILE_ONCE_LOADER, options: { cache: 1 } }])
  })

  it("runs no Babel on a page's copy of the template, and Babel as before on everything else", () => {
    const rules = buildMdxRules([
      { test: /\.tsx$/, use: () => [babel] },
      { test: /\.mdx?$/, use: () => [babel, mdx] },
      { test: /\.[tj]sx?$/, use: () => [babel, layout] },
    ])
    const [tsRule, , layoutRule] = rules as { use: (info: object) => unknown[] }[]
    const wrapper = { resourceQuery: "?__contentFilePath=/site/content/docs/a.mdx", issuer: "" }
    expect(tsRule.use(wrapper)).toEqual([])
    expect(layoutRule.use(wrapper)).toEqual([layout])
    expect(tsRule.use({ resourceQuery: "", issuer: "" })).toEqual([babel])
  })

  it("fails loudly when gatsby-plugin-mdx's rule is not there", () => {
    expect(() => buildMdxRules([{ test: /\.tsx$/, use: () => [babel] }])).toThrow(/mdx-rule\.ts needs updating/)
  })
})
