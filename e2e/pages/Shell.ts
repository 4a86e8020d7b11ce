import { expect, type Page } from "@playwright/test"

/** Page object for the site shell: navbar, drawer, sidebar controls, footer and overlays. */
export class Shell {
  constructor(readonly page: Page) {}

  get navbar() {
    return this.page.locator("header.navbar")
  }
  get mainNav() {
    return this.page.getByRole("navigation", { name: "Main" })
  }
  get menuButton() {
    return this.page.getByRole("button", { name: "Open navigation menu" })
  }
  get drawer() {
    return this.page.getByRole("dialog", { name: "Navigation" })
  }
  get desktopSidebar() {
    return this.page.getByRole("navigation", { name: /^(Docs|API) sidebar$/ })
  }
  get footer() {
    return this.page.getByRole("contentinfo")
  }
  get announcement() {
    return this.page.getByRole("region", { name: "Announcement" })
  }
  get progressBar() {
    return this.page.locator("#route-progress")
  }
  get loadFailure() {
    return this.page.locator("#load-failure")
  }

  async open(path: string) {
    const response = await this.page.goto(path)
    await this.page.waitForFunction(
      () => (window as unknown as { questforgeInteractive?: boolean }).questforgeInteractive === true,
    )
    return response
  }

  /** Navigates like a reader clicking an internal link. */
  async navigate(to: string) {
    await this.page.evaluate(
      target => (window as unknown as { ___navigate: (to: string) => void }).___navigate(target),
      to,
    )
  }

  async expectFocusInside(selector: string) {
    expect(
      await this.page.evaluate(s => document.querySelector(s)?.contains(document.activeElement) ?? false, selector),
    ).toBe(true)
  }
}
