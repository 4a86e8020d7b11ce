import { headersFor, pathMatches, type HostRule } from "../../../src/lib/headers/host-rules.cjs"

describe("a _headers file as the hosts apply it", () => {
  it("matches `*` across segments and `:name` within one", () => {
    expect(pathMatches("/*", "/")).toBe(true)
    expect(pathMatches("/static/*", "/static/a/b.png")).toBe(true)
    expect(pathMatches("/docs/:page", "/docs/products")).toBe(true)
    expect(pathMatches("/docs/:page", "/docs/store/products")).toBe(false)
    expect(pathMatches("/app-*.js", "/app-1.js")).toBe(true)
    expect(pathMatches("/app-*.js", "/app-1.json")).toBe(false)
  })

  it("sends a header named by two rules once, the values in the file's order, whatever its case", () => {
    const rules: HostRule[] = [
      { path: "/*", headers: { "Cache-Control": "public" } },
      { path: "/static/*", headers: [["cache-control", "max-age=31536000"]] },
      { path: "/other/*", headers: { "X-Other": "no" } },
    ]
    expect(headersFor(rules, "/static/a.png")).toEqual({ "cache-control": "public, max-age=31536000" })
    expect(headersFor(rules, "/page")).toEqual({ "cache-control": "public" })
  })
})
