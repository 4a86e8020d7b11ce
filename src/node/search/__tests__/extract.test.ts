import { extractBlocks } from "../extract"

const html = `
<html><body><nav aria-label="Main"><a href="/">Questforge Docs</a></nav>
<main><article class="doc-article">
  <nav aria-label="Breadcrumbs"><ol><li><a href="/">Home</a></li><li><a href="/category/store">Store</a></li><li aria-current="page">Products</li></ol></nav>
  <header><h1>Products</h1></header>
  <div class="markdown">
    <p>A product is <strong>something</strong> players buy &amp; keep.</p>
    <h2 id="commands">Commands<a href="#commands" class="heading-anchor">#</a></h2>
    <ul><li>First <code>{player}</code></li><li>Second</li></ul>
    <figure class="code-block"><div><pre><code>lp user {uuid}</code></pre><button>Copy</button></div></figure>
    <table><tr><th>Field</th><td>Run</td></tr></table>
  </div>
  <footer class="doc-footer"><a href="#">Edit this page</a></footer>
  <nav aria-label="Previous and next pages"><a href="/x">Next</a></nav>
</article></main></body></html>`

describe("extractBlocks", () => {
  const page = extractBlocks(html, "/store/products")!

  it("reads the title and the section from the breadcrumbs", () => {
    expect(page).toMatchObject({ path: "/store/products", docTag: "docs", section: "Store", title: "Products" })
  })

  it("keeps headings and text in reading order, without anchors, code, buttons or navigation", () => {
    expect(page.blocks).toEqual([
      { kind: "text", text: "A product is something players buy & keep." },
      { kind: "heading", level: 2, id: "commands", text: "Commands" },
      { kind: "text", text: "First {player}" },
      { kind: "text", text: "Second" },
      { kind: "text", text: "Field" },
      { kind: "text", text: "Run" },
    ])
  })

  it("labels API pages with the API section", () => {
    expect(extractBlocks(html, "/api/websites/user")).toMatchObject({ docTag: "api", section: "API" })
  })

  it("ignores pages without an article", () => {
    expect(extractBlocks("<main><h1>Page not found</h1></main>", "/404")).toBeNull()
  })
})
