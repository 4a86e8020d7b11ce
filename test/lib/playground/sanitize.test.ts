import { sanitizeHtml } from "../../../src/lib/playground/sanitize"

describe("sanitising live example output", () => {
  it("keeps the markup a theme section is made of", () => {
    const html =
      '<section class="servers"><h2>Servers</h2><ul><li><a href="/servers/1" title="Survival">Survival</a> <span style="color:#4cc38a">online</span></li></ul><progress value="12" max="64"></progress></section>'
    // Inline styles pass through the CSS allow-list, which closes each declaration.
    expect(sanitizeHtml(html)).toBe(html.replace("color:#4cc38a", "color:#4cc38a;"))
  })

  it("drops scripts with their body, and event handlers", () => {
    expect(sanitizeHtml("<p>Hi</p><script>alert(1)</script>")).toBe("<p>Hi</p>")
    expect(sanitizeHtml('<img src="/img/x.png" onerror="alert(1)">')).toBe('<img src="/img/x.png">')
    expect(sanitizeHtml('<div onclick="steal()">x</div>')).toBe("<div>x</div>")
  })

  it("removes javascript: links and frames", () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe("<a href>x</a>")
    expect(sanitizeHtml('<iframe src="https://evil.example"></iframe><p>ok</p>')).toBe("<p>ok</p>")
  })

  it("keeps escaped text escaped", () => {
    expect(sanitizeHtml("&lt;script&gt;alert(1)&lt;/script&gt;")).toBe("&lt;script&gt;alert(1)&lt;/script&gt;")
  })
})
