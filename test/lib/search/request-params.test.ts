import { clampQuery, searchParameters } from "../../../src/lib/search/request-params"

describe("search limits and parameters", () => {
  it("cuts a query at 64 characters", () => {
    expect(clampQuery("x".repeat(80))).toHaveLength(64)
    expect(clampQuery("paypal")).toBe("paypal")
  })

  it("asks for 20 hits, filters by language and doc tag and ranks the reader's section first", () => {
    expect(searchParameters("/api/websites/user", 10)).toEqual({
      hitsPerPage: 20,
      facetFilters: ["language:en", ["docTag:docs", "docTag:api"]],
      optionalFilters: ["docTag:api"],
      attributesToSnippet: ["content:10"],
      snippetEllipsisText: "…",
    })
    expect(searchParameters("/store/products", 5).optionalFilters).toEqual(["docTag:docs"])
    expect(searchParameters("/store/products", 5).attributesToSnippet).toEqual(["content:5"])
  })

  it("knows the API section by its path", () => {
    const preferred = (pathname: string) => searchParameters(pathname, 5).optionalFilters
    expect(preferred("/api/")).toEqual(["docTag:api"])
    expect(preferred("/api")).toEqual(["docTag:api"])
    expect(preferred("/apiary")).toEqual(["docTag:docs"])
  })
})
