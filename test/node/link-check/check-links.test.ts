import { LINKS_IGNORE } from "../../../src/lib/site-html/regions"
import { findBrokenLinks, formatBrokenLinks, type BuiltPage } from "../../../src/node/link-check/check-links"
import { pathOfFile } from "../../../src/node/post-build/site-files"
import { linkReader, markdownLinks } from "../../../src/node/link-check/read-site"
import { readWith } from "../../../src/node/post-build/html-reader"

/** One built page's anchors and links, read as the post-build reading reads them. */
const extractPage = (html: string, pagePath: string, siteUrl = "") => readWith(html, linkReader(pagePath, siteUrl))

function page(path: string, links: string[], anchors: string[] = []): BuiltPage {
  return { path, links, anchors: new Set(anchors) }
}
const noFiles = () => false

describe("findBrokenLinks", () => {
  const target = page("/store/products", [], ["commands"])

  it("accepts links to existing pages and anchors, in any form a host serves", () => {
    const source = page(
      "/",
      [
        "/store/products",
        "/store/products/",
        "/store/products.html",
        "/store/products#commands",
        "store/products",
        "#intro",
        "https://example.org/missing",
        "mailto:docs@example.org",
      ],
      ["intro"],
    )
    expect(findBrokenLinks([source, target], noFiles)).toEqual([])
  })

  it("reports a missing page with its source and target", () => {
    const source = page("/basic/website-pages", ["/store/prodcts"])
    expect(findBrokenLinks([source, target], noFiles)).toEqual([
      { source: "/basic/website-pages", target: "/store/prodcts", reason: "missing page" },
    ])
  })

  it("reports a missing anchor on an existing page", () => {
    const source = page("/", ["/store/products#command", "#nowhere"])
    expect(findBrokenLinks([source, target], noFiles)).toEqual([
      { source: "/", target: "/store/products#command", reason: "missing anchor" },
      { source: "/", target: "#nowhere", reason: "missing anchor" },
    ])
  })

  it("accepts links to files that are not pages", () => {
    const source = page("/", ["/sitemap-index.xml"])
    expect(findBrokenLinks([source], p => p === "/sitemap-index.xml")).toEqual([])
  })

  it("formats a message that lists source and target", () => {
    expect(formatBrokenLinks([{ source: "/a", target: "/b", reason: "missing page" }])).toBe(
      "Broken links: 1 internal link point nowhere.\n  - on /a: /b (missing page)\nFix the link in the page's source, or add the missing page or heading.",
    )
  })
})

describe("reading built pages", () => {
  it("collects anchors and hrefs from HTML", () => {
    const built = extractPage('<h2 id="a">A</h2><a name="b"></a><a href="/x#y">x</a><link href="/ignored.css">', "/p")
    expect([...built.anchors]).toEqual(["a", "b"])
    expect(built.links).toEqual(["/x#y"])
  })

  it("checks the link preview image of the site as a site path, and leaves another site's alone", () => {
    const head = (url: string) => `<meta property="og:image" content="${url}"><meta property="og:title" content="T">`
    const site = "https://docs.example.test"
    expect(extractPage(head(`${site}/og/abc.png`), "/p", site).links).toEqual(["/og/abc.png"])
    expect(extractPage(head("https://cdn.example.test/x.png"), "/p", site).links).toEqual([
      "https://cdn.example.test/x.png",
    ])
    const pages = [extractPage(head(`${site}/og/gone.png`), "/p", site)]
    expect(findBrokenLinks(pages, file => file === "/og/abc.png")).toEqual([
      { source: "/p", target: "/og/gone.png", reason: "missing page" },
    ])
  })

  it("maps output files to the paths a static host serves", () => {
    expect(pathOfFile("/site/public", "/site/public/index.html")).toBe("/")
    expect(pathOfFile("/site/public", "/site/public/api/index.html")).toBe("/api")
    expect(pathOfFile("/site/public", "/site/public/basic/x/index.html")).toBe("/basic/x")
    expect(pathOfFile("/site/public", "/site/public/404.html")).toBe("/404.html")
  })
})

describe("regions marked data-links-ignore (live example previews)", () => {
  it("are the sample website's markup: their links and ids are not checked as the docs'", () => {
    const built = extractPage(
      `<h2 id="money">money</h2><div ${LINKS_IGNORE} id="frame"><p><a href="/wiki/store-faq">FAQ</a></p><img src="/a.png"><span id="x">x</span></div><a href="/store">Store</a>`,
      "/p",
    )
    expect(built.links).toEqual(["/store"])
    expect([...built.anchors]).toEqual(["money"])
  })

  it("are recognised by the attribute, not by a class name", () => {
    const built = extractPage('<div class="live-twig-preview"><a href="/wiki/store-faq">FAQ</a></div>', "/p")
    expect(built.links).toEqual(["/wiki/store-faq"])
  })
})

describe("Markdown twins and llms.txt", () => {
  const SITE = "https://docs.example.test"
  it("give their links to the site as paths, to be checked like the HTML's", () => {
    const markdown = `See [Coupons](${SITE}/store/discounts/coupons#limits) and [the API](<${SITE}/api/index.md>), not [GitHub](https://github.com/x) or \`[a](${SITE}/code)\`-like text [b](${SITE}x).`
    expect(markdownLinks(markdown, SITE)).toEqual(["/store/discounts/coupons#limits", "/api/index.md", "/code"])
    const pages: BuiltPage[] = [
      { path: "/store/discounts/coupons", anchors: new Set(["limits"]), links: [] },
      { path: "/llms.txt", anchors: new Set(), links: ["/store/discounts/coupons#limitz", "/store/gone.md"] },
    ]
    expect(findBrokenLinks(pages, file => file === "/api/index.md")).toEqual([
      { source: "/llms.txt", target: "/store/discounts/coupons#limitz", reason: "missing anchor" },
      { source: "/llms.txt", target: "/store/gone.md", reason: "missing page" },
    ])
  })
})
