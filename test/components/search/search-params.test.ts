import { hitLink, reportQueryUrl, searchPageUrl, suggestionsFor } from "../../../src/components/search/search-params"
import { readSearchUrl, writeSearchUrl } from "../../../src/components/search/page/search-url"

describe("search suggestions and links", () => {
  it("offers at most three suggestions, never the query itself", () => {
    expect(suggestionsFor("zzz")).toHaveLength(3)
    expect(suggestionsFor("PayPal").map(s => s.toLowerCase())).not.toContain("paypal")
  })

  it("builds the report and see-all links with the query encoded", () => {
    expect(searchPageUrl('a&b "c"')).toBe("/search?q=a%26b%20%22c%22")
    expect(reportQueryUrl("<img src=x>")).toBe(
      "https://code.questforge.example/questforge/docs/issues/new?title=Search%3A%20no%20results%20for%20%22%3Cimg%20src%3Dx%3E%22",
    )
  })

  it("rewrites hit links with the site's own URLs", () => {
    expect(hitLink("/docs/store/products")).toEqual({ href: "/store/products", external: false })
    expect(hitLink("https://docs.questforge.example/store/paypal#fees")).toEqual({
      href: "/store/paypal#fees",
      external: false,
    })
    expect(hitLink("https://dash.questforge.example/servers")).toEqual({
      href: "https://dash.questforge.example/servers",
      external: true,
    })
    expect(hitLink("https://status.questforge.example/")).toEqual({
      href: "https://status.questforge.example/",
      external: true,
    })
  })
})

describe("the /search page URL", () => {
  it("reads q and a 1-based page", () => {
    expect(readSearchUrl("?q=paypal&page=3")).toEqual({ query: "paypal", page: 2 })
    expect(readSearchUrl("")).toEqual({ query: "", page: 0 })
    expect(readSearchUrl("?q=x&page=-4")).toEqual({ query: "x", page: 0 })
    expect(readSearchUrl(`?q=${"y".repeat(100)}`).query).toHaveLength(64)
  })

  it("writes q while typing and the page only past the first", () => {
    expect(writeSearchUrl({ query: "store commands", page: 0 })).toBe("/search?q=store+commands")
    expect(writeSearchUrl({ query: "stripe", page: 1 })).toBe("/search?q=stripe&page=2")
    expect(writeSearchUrl({ query: "", page: 0 })).toBe("/search")
  })
})
