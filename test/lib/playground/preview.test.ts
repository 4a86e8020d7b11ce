import { estimatePreviewHeight, moveStyleAttributes, previewDocument } from "../../../src/lib/playground/preview"

describe("preview markup", () => {
  it("renames every attribute that would fetch, so the preview requests nothing", () => {
    expect(moveStyleAttributes('<img src="/a.png" srcset="/b.png 2x" alt="x"><video poster="/p.jpg">')).toBe(
      '<img data-preview-src="/a.png" data-preview-srcset="/b.png 2x" alt="x"><video data-preview-poster="/p.jpg">',
    )
  })

  it("leaves text that only looks like an attribute alone", () => {
    expect(moveStyleAttributes('<p title="src=&quot;x">src="y"</p>')).toBe('<p title="src=&quot;x">src="y"</p>')
  })

  it("declares a policy in the preview that allows no request", () => {
    expect(previewDocument("x")).toContain(`content="default-src 'none'; style-src 'unsafe-inline'; img-src data:"`)
  })
})

describe("estimatePreviewHeight", () => {
  it("is one text line for a short text output, and grows by line", () => {
    expect(estimatePreviewHeight("Hello")).toBe(50)
    expect(estimatePreviewHeight("a\nb\nc")).toBe(101)
  })

  it("counts block elements of markup, headings taller", () => {
    expect(estimatePreviewHeight("<p>a</p><p>b</p>")).toBe(76)
    expect(estimatePreviewHeight("<h2>Title</h2><p>b</p>")).toBeGreaterThan(estimatePreviewHeight("<p>a</p><p>b</p>"))
  })
})
