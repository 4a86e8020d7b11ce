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
})
