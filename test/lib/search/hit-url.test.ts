import { isSafeHitUrl, isUsableHit, rewriteHitUrl, type HitUrlOptions } from "../../../src/lib/search/hit-url"

const options: HitUrlOptions = {
  siteUrl: "https://docs.questforge.example",
  dashboardUrl: "https://dash.questforge.example",
  externalPattern: /^https:\/\/status\.questforge\.example\//,
}

describe("rewriteHitUrl", () => {
  it.each([
    ["/docs/store/products#commands", "/store/products#commands"],
    ["/docs/", "/"],
    ["/store/products", "/store/products"],
    ["/docs-guide", "/docs-guide"],
    ["https://docs.questforge.example/docs/basic/website-pages?x=1#top", "/basic/website-pages?x=1#top"],
    ["https://docs.questforge.example/api/server-status", "/api/server-status"],
  ])("links %s to %s inside the site", (url, href) => {
    expect(rewriteHitUrl(url, options)).toEqual({ href, external: false })
  })

  it.each([
    "https://dash.questforge.example/servers",
    "https://status.questforge.example/incidents/42",
    "https://example.org/docs/anything",
  ])("leaves %s untouched as an external link", url => {
    expect(rewriteHitUrl(url, options)).toEqual({ href: url, external: true })
  })

  it("lets the external pattern win even for this site's own host", () => {
    const pattern = { ...options, externalPattern: /\/api\/openapi\.yaml$/ }
    expect(rewriteHitUrl("https://docs.questforge.example/api/openapi.yaml", pattern)).toEqual({
      href: "https://docs.questforge.example/api/openapi.yaml",
      external: true,
    })
  })
})

describe("which URLs a hit or saved search may lead to", () => {
  it("accepts paths on this site and http(s) links only", () => {
    for (const url of [
      "/store/products",
      "/store/products#commands",
      "/search?q=x",
      "https://docs.questforge.example/x",
      "http://localhost:9000/x",
    ]) {
      expect(isSafeHitUrl(url)).toBe(true)
    }
    for (const url of [
      "javascript:alert(1)",
      "JAVASCRIPT:alert(1)",
      "java\nscript:alert(1)",
      " javascript:alert(1)",
      "data:text/html,<b>",
      "vbscript:x",
      "//evil.example",
      "/\\evil.example",
      // Another site once decoded, as Gatsby decodes a path before it fetches it.
      "/%2F%2Fevil.example/login",
      "/%2Fevil.example",
      "/%5C%5Cevil.example/x",
      "/.%2F%2Fevil.example/x",
      "/x/..%2F%2Fevil.example",
      "",
      42,
      null,
    ]) {
      expect(isSafeHitUrl(url)).toBe(false)
    }
  })

  it("drops hits without a safe URL or a readable hierarchy, and rewrites no unsafe URL into a link", () => {
    const hit = { objectID: "a", url: "/store/products", hierarchy: { lvl0: "Store", lvl1: "Products", lvl2: null } }
    expect(isUsableHit(hit)).toBe(true)
    expect(isUsableHit({ ...hit, url: "javascript:alert(1)" })).toBe(false)
    expect(isUsableHit({ ...hit, hierarchy: undefined })).toBe(false)
    expect(isUsableHit({ ...hit, hierarchy: { lvl0: "Store", lvl1: { html: "x" } } })).toBe(false)
    expect(
      rewriteHitUrl("javascript:alert(1)", {
        siteUrl: "https://docs.questforge.example",
        dashboardUrl: "https://dash.example",
      }).href,
    ).toBe("/search")
  })

  it("never turns a link of this site into one that leaves it", () => {
    const options = { siteUrl: "https://docs.questforge.example", dashboardUrl: "https://dash.example" }
    for (const url of ["/docs//evil.example/x", "https://docs.questforge.example/docs//evil.example/x"])
      expect(rewriteHitUrl(url, options)).toEqual({ href: "/search", external: false })
    expect(rewriteHitUrl("https://docs.questforge.example/docs/store/products#commands", options)).toEqual({
      href: "/store/products#commands",
      external: false,
    })
  })
})
