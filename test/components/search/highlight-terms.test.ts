/**
 * @jest-environment jsdom
 */
import { highlightTerms, highlightWords } from "../../../src/components/search/highlight-terms"

/** The article after marking `query`'s words: its text with each mark in [brackets]. */
function marked(html: string, query: string): string {
  const article = document.createElement("article")
  article.innerHTML = html
  highlightTerms(article, highlightWords(query))
  for (const mark of article.querySelectorAll("mark.search-term")) mark.replaceWith(`[${mark.textContent}]`)
  return article.textContent ?? ""
}

describe("the words a search hit marks on the page it opens", () => {
  it("leave out the words the search ignores", () => {
    expect(highlightWords("How do I rotate the server key?")).toEqual(["rotate", "server", "key"])
    expect(highlightWords("the THE my")).toEqual([])
  })

  it("mark short words whole and longer words from their start", () => {
    expect(marked("<p>Rotate the keys on the keyboard of my mysql server.</p>", "rotate my key")).toBe(
      "[Rotate] the [keys] on the keyboard of my mysql server.",
    )
    expect(marked("<p>Connect the plugin; the connection stays open.</p>", "connect plugin")).toBe(
      "[Connect] the [plugin]; the [connection] stays open.",
    )
  })

  it("keep identifiers whole and leave code alone", () => {
    expect(highlightWords("Retry-After header")).toEqual(["retry-after", "header"])
    expect(marked("<p>Send <code>Retry-After</code> in the Retry-After header.</p>", "retry-after")).toBe(
      "Send Retry-After in the [Retry-After] header.",
    )
  })
})
