import { expect, type Page } from "@playwright/test"

/** Page object for the search modal and the /search page. */
export class SearchUi {
  constructor(readonly page: Page) {}

  get button() {
    return this.page.getByRole("button", { name: "Search the documentation" })
  }
  get dialog() {
    return this.page.getByRole("dialog", { name: "Search the documentation" })
  }
  get input() {
    return this.dialog.getByRole("combobox")
  }
  get options() {
    return this.dialog.getByRole("option")
  }
  get groupTitles() {
    return this.dialog.locator(".search-group-title")
  }
  get snippets() {
    return this.dialog.locator(".search-hit-snippet")
  }
  get pageInput() {
    return this.page
      .getByLabel("Search the documentation", { exact: true })
      .and(this.page.locator("#search-page-input"))
  }
  /** The /search page's results: plain links in relevance order. */
  get pageResults() {
    return this.page.locator("#search-page-results").getByRole("link")
  }

  async openWithShortcut() {
    await this.page.keyboard.press("Control+k")
    await expect(this.input).toBeFocused()
  }

  async search(query: string) {
    await this.openWithShortcut()
    await this.input.fill(query)
  }

  /** The words of each snippet shown, an ellipsis counted as a space. */
  async snippetWordCounts(): Promise<number[]> {
    const texts = await this.snippets.allTextContents()
    return texts.map(text => text.replace(/…/g, " ").split(/\s+/).filter(Boolean).length)
  }

  async selected() {
    return this.dialog.locator('[role="option"][aria-selected="true"]')
  }

  /** Saved searches as the modal stores them, written before the page loads. */
  async seedStorage(values: Record<string, string>) {
    await this.page.addInitScript(entries => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value)
    }, values)
  }
}

export const savedSearch = (n: number) => ({ query: `query ${n}`, url: `/store/products#q${n}`, label: `Result ${n}` })
