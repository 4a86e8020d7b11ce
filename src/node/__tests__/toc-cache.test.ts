import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { createTocCache } from "../toc-cache"

function createFakes() {
  const store = new Map<string, unknown>()
  const cache = {
    get: async (key: string) => store.get(key),
    set: async (key: string, value: unknown) => store.set(key, value),
  }
  const queries: string[] = []
  const graphql = async (_query: string, variables: Record<string, unknown>) => {
    queries.push(String(variables.id))
    return { data: { mdx: { tableOfContents: { items: [{ url: `#${String(variables.id)}`, title: "Setup" }] } } } }
  }
  return { cache, graphql, queries, store }
}

describe("the table of contents cache", () => {
  it("compiles a page's table of contents once per version of its source", async () => {
    const { cache, graphql, queries } = createFakes()
    const tocOf = createTocCache(cache, graphql)
    expect(await tocOf("page-1", "digest-a")).toEqual({ items: [{ url: "#page-1", title: "Setup" }] })
    await tocOf("page-1", "digest-a")
    expect(queries).toEqual(["page-1"])
    await tocOf("page-1", "digest-b")
    expect(queries).toEqual(["page-1", "page-1"])
  })

  it("keys entries on the generators' data files too, so a changed OpenAPI description or product facts recompute", async () => {
    const { cache, graphql, queries } = createFakes()
    const dir = mkdtempSync(path.join(tmpdir(), "toc-cache-"))
    writeFileSync(path.join(dir, "openapi.yaml"), "openapi: 3.1.0")
    writeFileSync(path.join(dir, "product.yaml"), "name: A")
    const build = () => createTocCache(cache, graphql, ["openapi.yaml", "product.yaml"], dir)
    await build()("page-1", "digest-a")
    await build()("page-1", "digest-a")
    expect(queries).toEqual(["page-1"])
    writeFileSync(path.join(dir, "product.yaml"), "name: B")
    await build()("page-1", "digest-a")
    expect(queries).toEqual(["page-1", "page-1"])
  })

  it("caches a page without headings as null", async () => {
    const { cache, queries } = createFakes()
    const empty = async () => ({ data: { mdx: { tableOfContents: null } } })
    const tocOf = createTocCache(cache, async (q, v) => (queries.push(String(v.id)), empty()))
    expect(await tocOf("page-2", "d")).toBeNull()
    expect(await tocOf("page-2", "d")).toBeNull()
    expect(queries).toEqual(["page-2"])
  })
})
