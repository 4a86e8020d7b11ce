import { rewriteHitUrl, type HitUrlOptions } from "../hit-url"

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
