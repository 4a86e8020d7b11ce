import AxeBuilder from "@axe-core/playwright"
import { expect, type Page, type Response } from "@playwright/test"

/** Page object for any page of the built site: the parts tests talk about, by role. */
export class DocPage {
  constructor(readonly page: Page) {}

  async open(path: string): Promise<Response | null> {
    return this.page.goto(path, { waitUntil: "load" })
  }

  get heading() {
    return this.page.locator("main h1")
  }
  get sidebar() {
    return this.page.getByRole("navigation", { name: /sidebar$/ })
  }
  get toc() {
    return this.page.getByRole("navigation", { name: "On this page" })
  }
  get breadcrumbs() {
    return this.page.getByRole("navigation", { name: "Breadcrumbs" })
  }
  get prevNext() {
    return this.page.getByRole("navigation", { name: "Previous and next pages" })
  }
  get categoryCards() {
    return this.page.locator(".category-cards a")
  }

  async sidebarHrefs(): Promise<string[]> {
    return this.sidebar.locator("a").evaluateAll(links => links.map(a => a.getAttribute("href") ?? ""))
  }

  /** Headings of the article body (not the title), as level and anchor id. */
  async articleHeadings(): Promise<{ level: number; id: string }[]> {
    return this.page
      .locator(".markdown h2, .markdown h3, .markdown h4, .markdown h5, .markdown h6")
      .evaluateAll(nodes => nodes.map(n => ({ level: Number(n.tagName.slice(1)), id: n.id })))
  }

  async waitForHydration(): Promise<void> {
    await this.page.waitForFunction(
      () => (window as unknown as { questforgeInteractive?: boolean }).questforgeInteractive === true,
    )
  }

  async expectNoAxeViolations(): Promise<void> {
    const results = await new AxeBuilder({ page: this.page }).analyze()
    expect(results.violations.map(v => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([])
  }
}
