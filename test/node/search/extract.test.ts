import { SEARCH_BODY, SEARCH_IGNORE, SEARCH_SECTION } from "../../../src/lib/site-html/regions"
import { readWith } from "../../../src/node/post-build/html-reader"
import { searchReader } from "../../../src/node/search/extract"

/** One page's search blocks, read as the post-build reading reads them. */
const extractBlocks = (html: string, path: string) => readWith(html, searchReader(path))

// Marked as the components mark it (src/lib/site-html/regions.ts).
const html = `
<html><body><nav aria-label="Main"><a href="/">Questforge Docs</a></nav>
<main><article class="doc-article" ${SEARCH_BODY}>
  <nav ${SEARCH_IGNORE} aria-label="Breadcrumbs"><ol><li><a href="/">Home</a></li><li><a href="/category/store" ${SEARCH_SECTION}="Store">Store</a></li><li aria-current="page">Products</li></ol></nav>
  <header><h1>Products</h1></header>
  <div class="markdown">
    <p>A product is <strong>something</strong> players buy &amp; keep.</p>
    <div ${SEARCH_IGNORE}><p>Live example output</p></div>
    <h2 id="commands">Commands<a href="#commands" class="heading-anchor" ${SEARCH_IGNORE}>#</a></h2>
    <ul><li>First <code>{player}</code></li><li>Second</li></ul>
    <figure class="code-block"><div><pre><code>lp user {uuid}</code></pre><button>Copy</button></div></figure>
    <table><tr><th>Field</th><td>Run</td></tr></table>
  </div>
  <footer class="doc-footer" ${SEARCH_IGNORE}><a href="#">Edit this page</a></footer>
  <nav aria-label="Previous and next pages"><a href="/x">Next</a></nav>
</article></main></body></html>`

describe("extractBlocks", () => {
  const page = extractBlocks(html, "/store/products")!

  it("reads the title and the section the page marks", () => {
    expect(page).toMatchObject({ path: "/store/products", docTag: "docs", section: "Store", title: "Products" })
  })

  it("keeps headings and text in reading order, without ignored regions, code, buttons or navigation", () => {
    expect(page.blocks).toEqual([
      { kind: "text", text: "A product is something players buy & keep." },
      { kind: "heading", level: 2, id: "commands", text: "Commands" },
      { kind: "text", text: "First {player}" },
      { kind: "text", text: "Second" },
      { kind: "text", text: "Field" },
      { kind: "text", text: "Run" },
    ])
  })

  it("reads the page's description from its head", () => {
    const head = `<head><meta name="description" content="Sell ranks &amp; items."/></head>`
    expect(extractBlocks(html.replace("<html>", `<html>${head}`), "/store/products")).toMatchObject({
      description: "Sell ranks & items.",
    })
    expect(page.description).toBeUndefined()
  })

  it("labels API pages with the API section", () => {
    expect(extractBlocks(html, "/api/websites/user")).toMatchObject({ docTag: "api", section: "API" })
  })

  it("ignores pages without a search body", () => {
    expect(extractBlocks("<main><h1>Page not found</h1></main>", "/404")).toBeNull()
  })

  it("recognises regions by their attributes, not by class names", () => {
    const unmarked = html.replaceAll(` ${SEARCH_IGNORE}`, "").replace(` ${SEARCH_SECTION}="Store"`, "")
    const page = extractBlocks(unmarked, "/store/products")!
    expect(page.section).toBe("Docs")
    expect(page.blocks).toContainEqual({ kind: "text", text: "Live example output" })
    expect(page.blocks).toContainEqual({ kind: "heading", level: 2, id: "commands", text: "Commands#" })
    expect(extractBlocks(html.replace(` ${SEARCH_BODY}`, ""), "/store/products")).toBeNull()
  })
})
