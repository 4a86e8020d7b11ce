import { PREVIEW_STYLE, moveStyleAttributes, previewDocument } from "../../../src/lib/playground/preview"
import { headersFor } from "../../../src/lib/headers/host-rules.cjs"
import { inlineCode } from "../../../src/node/headers/inline"
import {
  IMMUTABLE,
  REVALIDATE,
  formatHeadersFile,
  headerRules,
  MARKDOWN_TYPE,
  isHashedAsset,
  type RootEntry,
} from "../../../src/node/headers/rules"
import { contentSecurityPolicy, searchOrigins, sha256Source } from "../../../src/node/headers/csp"

const ENTRIES: RootEntry[] = [
  { name: "app-9efc22847d3ee3c61c2b.js", kind: "file" },
  { name: "component---src-pages-404-tsx-5f5fb3cfeb99c39f66da.js", kind: "file" },
  { name: "component---src-templates-doc-page-tsx-be5d80bd8b1e96e5ae68.js", kind: "file" },
  { name: "framework-6660200022225640138c.js", kind: "file" },
  { name: "framework-6660200022225640138c.js.LICENSE.txt", kind: "file" },
  { name: "search-modal-db2db7264c84894fa337.js", kind: "file" },
  { name: "styles.deaaed2767e009d62c98.css", kind: "file" },
  { name: "4801-69ad9bb9ae660720dbec.js", kind: "file" },
  { name: "expandFirstCategory.js", kind: "file" },
  { name: "search-index.json", kind: "file" },
  { name: "robots.txt", kind: "file" },
  { name: "404.html", kind: "file" },
  { name: "index.html", kind: "file" },
  { name: "static", kind: "folder" },
  { name: "og", kind: "folder" },
  { name: "page-data", kind: "folder" },
  { name: "search", kind: "page-folder" },
  { name: "store", kind: "page-folder" },
  { name: "api", kind: "page-folder" },
]
const POLICY = { scriptHashes: [sha256Source("a()")], styleHashes: [sha256Source("b{}")], connectOrigins: [] }
const RULES = headerRules(POLICY, ENTRIES)
const cache = (path: string) => headersFor(RULES, path)["cache-control"]

describe("Content-Security-Policy", () => {
  const csp = contentSecurityPolicy(POLICY)

  it("allows scripts and styles from the site and the hashed inline ones only", () => {
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain(`script-src 'self' ${sha256Source("a()")}`)
    expect(csp).toContain(`style-src 'self' ${sha256Source("b{}")}`)
    expect(csp).not.toContain("unsafe-inline")
    expect(csp).not.toContain("unsafe-eval")
    for (const directive of [
      "img-src 'self' data:",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "object-src 'none'",
      "form-action 'self'",
    ])
      expect(csp).toContain(directive)
  })

  it("allows exactly the style attribute values of the built pages, or none", () => {
    expect(csp).toContain("style-src-attr 'none'")
    const withAttributes = contentSecurityPolicy({ ...POLICY, styleAttributeHashes: [sha256Source("outline:none")] })
    expect(withAttributes).toContain(`style-src-attr 'unsafe-hashes' ${sha256Source("outline:none")}`)
    expect(withAttributes).toMatch(/script-src 'self'( 'sha256-[^']+')+;/)
  })

  it("hashes like the browser: sha256 of the exact text, base64", () => {
    // echo -n "alert(1)" | openssl sha256 -binary | base64
    expect(sha256Source("alert(1)")).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='")
  })

  it("adds the hosted search hosts only when the browser is configured for them", () => {
    expect(searchOrigins({})).toEqual([])
    const hosted = { GATSBY_ALGOLIA_APP_ID: "QFTEST", GATSBY_ALGOLIA_SEARCH_KEY: "k", GATSBY_ALGOLIA_INDEX_NAME: "i" }
    expect(searchOrigins(hosted)).toEqual([
      "https://qftest-dsn.algolia.net",
      "https://qftest-1.algolianet.com",
      "https://qftest-2.algolianet.com",
      "https://qftest-3.algolianet.com",
    ])
    expect(searchOrigins({ ...hosted, GATSBY_ALGOLIA_HOSTS: "127.0.0.1:9312, search.example.com" })).toEqual([
      "http://127.0.0.1:9312",
      "https://search.example.com",
    ])
    expect(contentSecurityPolicy({ ...POLICY, connectOrigins: ["http://127.0.0.1:9312"] })).toContain(
      "connect-src 'self' http://127.0.0.1:9312",
    )
  })
})

describe("_headers rules", () => {
  it("send the security headers on every path, once", () => {
    for (const path of ["/", "/store/products", "/app-9efc22847d3ee3c61c2b.js", "/nope"]) {
      const headers = headersFor(RULES, path)
      expect(headers["content-security-policy"]).toBe(contentSecurityPolicy(POLICY))
      expect(headers["x-content-type-options"]).toBe("nosniff")
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
    }
  })

  it("cache hashed assets for a year and revalidate everything else", () => {
    for (const path of [
      "/static/abc/logo.png",
      // Link preview images: named by the hash of what they show.
      "/og/0123456789abcdef0123.png",
      "/app-9efc22847d3ee3c61c2b.js",
      "/component---src-pages-404-tsx-5f5fb3cfeb99c39f66da.js",
      "/framework-6660200022225640138c.js.LICENSE.txt",
      "/search-modal-db2db7264c84894fa337.js",
      "/styles.deaaed2767e009d62c98.css",
      "/4801-69ad9bb9ae660720dbec.js",
    ])
      expect([path, cache(path)]).toEqual([path, IMMUTABLE])
    for (const path of [
      "/",
      "/index.html",
      "/store",
      "/store/",
      "/store/products",
      "/api/",
      "/search",
      "/search-index.json",
      "/page-data/store/products/page-data.json",
      "/page-data/app-data.json",
      "/expandFirstCategory.js",
      "/robots.txt",
      "/404.html",
    ])
      expect([path, cache(path)]).toEqual([path, REVALIDATE])
  })

  it("never give one path two Cache-Control rules (hosts would join them)", () => {
    const paths = [
      ...ENTRIES.filter(e => e.kind !== "folder").map(e => `/${e.name}`),
      "/static/x.png",
      "/og/x.png",
      "/store/x",
      "/page-data/x.json",
    ]
    for (const path of paths) expect([path, cache(path)?.split(", public").length]).toEqual([path, 1])
  })

  it("send the pages' Markdown twins as Markdown, and nothing else", () => {
    for (const path of ["/index.md", "/store/products.md", "/api/index.md", "/category/store.md"])
      expect([path, headersFor(RULES, path)["content-type"]]).toEqual([path, MARKDOWN_TYPE])
    for (const path of ["/store/products", "/llms.txt", "/api/openapi.yaml", "/store/products.md.html"])
      expect([path, headersFor(RULES, path)["content-type"]]).toEqual([path, undefined])
  })

  it("send the changelog feed as Atom, and no other XML", () => {
    expect(headersFor(RULES, "/changelog.xml")["content-type"]).toBe("application/atom+xml; charset=utf-8")
    for (const path of ["/sitemap-0.xml", "/sitemap-index.xml", "/reference/changelog"])
      expect([path, headersFor(RULES, path)["content-type"]]).toEqual([path, undefined])
  })

  it("group hashed root files by prefix unless another entry shares it", () => {
    const paths = RULES.map(rule => rule.path)
    expect(paths).toContain("/component-*")
    expect(paths).not.toContain("/search-*")
    expect(paths).toContain("/search-modal-db2db7264c84894fa337.js")
    expect(RULES.length).toBeLessThan(100) // Cloudflare Pages' limit
  })

  it("recognise Gatsby's content-hashed names only", () => {
    expect(isHashedAsset("app-9efc22847d3ee3c61c2b.js")).toBe(true)
    expect(isHashedAsset("styles.deaaed2767e009d62c98.css")).toBe(true)
    expect(isHashedAsset("expandFirstCategory.js")).toBe(false)
    expect(isHashedAsset("chunk-map.json")).toBe(false)
    expect(isHashedAsset("app-data-7592c5c43da38cae665a.json")).toBe(false) // revalidated data, not a script or style
    expect(isHashedAsset("p-6120-7592c5c43da38cae665a.js")).toBe(true)
  })

  it("are written in the _headers format", () => {
    const text = formatHeadersFile(RULES)
    expect(text).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self';/m)
    expect(text).toContain(`/static/*\n  Cache-Control: ${IMMUTABLE}\n`)
    for (const line of text.split("\n")) expect(line.length).toBeLessThan(2000) // Cloudflare's line limit
  })
})

describe("inline code found in built pages", () => {
  it("takes inline scripts and styles, including a srcdoc frame's, and skips external and data scripts", () => {
    const html =
      `<html><head><style data-href="/styles.css">a{color:red}</style><script>window.a="<b>"</script>` +
      `<script src="/app.js"></script><script type="application/ld+json">{}</script></head><body>` +
      `<iframe srcdoc="${previewDocument('<p style="width: 5%">x</p>').replace(/&/g, "&amp;").replace(/"/g, "&quot;")}"></iframe></body></html>`
    expect(inlineCode(html)).toEqual({
      scripts: ['window.a="<b>"'],
      styles: ["a{color:red}", PREVIEW_STYLE],
      styleAttributes: [],
    })
    expect(inlineCode(`<div id="gatsby-announcer" style="clip:rect(0, 0, 0, 0);font:&quot;x&quot;"></div>`)).toEqual({
      scripts: [],
      styles: [],
      styleAttributes: ['clip:rect(0, 0, 0, 0);font:"x"'],
    })
  })

  it("the preview carries style attributes for the CSSOM, not as inline styles", () => {
    expect(moveStyleAttributes('<p style="width: 5%" class="a">style="x"</p><i title="style=&quot;">')).toBe(
      '<p data-preview-style="width: 5%" class="a">style="x"</p><i title="style=&quot;">',
    )
  })
})
