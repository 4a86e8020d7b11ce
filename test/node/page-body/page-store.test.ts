import path from "node:path"
import { loadBody } from "../../../src/node/markdown/body-store"
import { ROOT_DIR } from "../../../src/node/product"
import type { CompiledPage, PageSource } from "../../../src/node/page-body/compile"
import { compiledPage, completeTwins, pageBodyKey, pageCompileReport } from "../../../src/node/page-body/page-store"

const source: PageSource = {
  file: path.join(ROOT_DIR, "content/docs/guide.mdx"),
  pagePath: "/guide",
  mdx: "## Install\n",
}
const made = (markdown: string) => ({ body: { html: "" }, toc: [], markdown }) as unknown as CompiledPage

function store() {
  const entries = new Map<string, unknown>()
  return {
    entries,
    get: async (key: string) => entries.get(key),
    set: async (key: string, value: unknown) => entries.set(key, value),
  }
}

describe("compiledPage", () => {
  it("takes a page from the early compile, then its twin, and keeps both in the cache for the next build", async () => {
    const cache = store()
    const compile = jest.fn(async () => made("compiled"))
    const key = pageBodyKey(source, "v1")
    const early = { body: { html: "" }, toc: [] } as unknown as CompiledPage
    const result = await compiledPage(source, cache, "v1", new Map([[key, early]]), compile)
    expect(result).toEqual({ page: early, from: "ahead" })
    // The twin is still being serialised: nothing is kept without it.
    expect(cache.entries.has(key)).toBe(false)
    const take = jest.fn(async () => new Map([[key, "early twin"]]))
    expect(await completeTwins(take, compile)).toBe(0)
    expect(compile).not.toHaveBeenCalled()
    expect(loadBody(source.file)).toBe("early twin")
    expect(cache.entries.get(key)).toEqual({ ...early, markdown: "early twin" })
    // Each page's twin is completed once.
    expect(await completeTwins(take, compile)).toBe(0)
    expect(take).toHaveBeenCalledTimes(1)
  })

  it("compiles a page again for its twin when the early compile stopped before the twins", async () => {
    const cache = store()
    const compile = jest.fn(async () => made("compiled here"))
    const key = pageBodyKey(source, "v1")
    await compiledPage(source, cache, "v1", new Map([[key, made("early")]]), compile)
    expect(await completeTwins(async () => null, compile)).toBe(1)
    expect(compile).toHaveBeenCalledWith(source)
    expect(loadBody(source.file)).toBe("compiled here")
    expect((cache.entries.get(key) as CompiledPage).markdown).toBe("compiled here")
  })

  it("compiles a page neither the early compile nor the cache has, once", async () => {
    const cache = store()
    const compile = jest.fn(async () => made("compiled"))
    const other = new Map([[pageBodyKey({ ...source, mdx: "## Older text\n" }, "v1"), made("early")]])
    expect((await compiledPage(source, cache, "v1", other, compile)).from).toBe("compiled")
    expect((await compiledPage(source, cache, "v1", null, compile)).from).toBe("cache")
    expect((await compiledPage(source, cache, "v2", null, compile)).from).toBe("compiled")
    expect(compile).toHaveBeenCalledTimes(2)
  })

  it("keys a page by its file, its path, its MDX and the build's code", () => {
    const key = pageBodyKey(source, "v1")
    expect(pageBodyKey({ ...source }, "v1")).toBe(key)
    for (const changed of [
      pageBodyKey({ ...source, file: `${source.file}x` }, "v1"),
      pageBodyKey({ ...source, pagePath: "/other" }, "v1"),
      pageBodyKey({ ...source, mdx: "## Other\n" }, "v1"),
      pageBodyKey(source, "v2"),
    ])
      expect(changed).not.toBe(key)
  })
})

describe("pageCompileReport", () => {
  it("counts where the pages came from, and how many the early compile missed", () => {
    expect(pageCompileReport({ ahead: 0, cache: 3, compiled: 1 }, false)).toBe(
      "Pages: 4 (3 from the cache, 1 compiled now).",
    )
    expect(pageCompileReport({ ahead: 4, cache: 0, compiled: 0 }, true)).toBe(
      "Pages: 4 (4 compiled ahead, while Gatsby started, 0 from the cache, 0 compiled now).",
    )
    expect(pageCompileReport({ ahead: 3, cache: 0, compiled: 1 }, true)).toBe(
      "Pages: 4 (3 compiled ahead, while Gatsby started, 0 from the cache, 1 compiled now; 1 not from it (read differently there, failed there, or not modified since the previous build while missing from the cache)).",
    )
  })
})
