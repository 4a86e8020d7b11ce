import { sitemapEntry, sitemapOptions } from "../../src/node/sitemap"

describe("sitemap entries", () => {
  it("carry lastmod from the page's last-updated date", () => {
    expect(sitemapEntry({ path: "/store/coupons", pageContext: { lastUpdated: "2026-11-23T08:00:00Z" } })).toEqual({
      url: "/store/coupons",
      lastmod: "2026-11-23T08:00:00Z",
    })
  })

  it("leave lastmod out when the page has no date (category pages, a shallow clone)", () => {
    expect(sitemapEntry({ path: "/category/store", pageContext: {} })).toEqual({ url: "/category/store" })
    expect(sitemapEntry({ path: "/x", pageContext: { lastUpdated: null } })).toEqual({ url: "/x" })
  })

  it("query each page's context in path order and still leave out the pages that are not content", () => {
    expect(sitemapOptions.query).toMatch(
      /allSitePage\(sort: \{ path: ASC \}\)\s*\{\s*nodes\s*\{\s*path pageContext\s*\}/,
    )
    expect(sitemapOptions.excludes).toEqual(expect.arrayContaining(["/404", "/search"]))
  })
})
