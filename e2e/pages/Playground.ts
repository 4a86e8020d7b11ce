import type { Page } from "@playwright/test"

/** Page object for live Twig examples (src/components/playground). */
export class Playground {
  constructor(
    readonly page: Page,
    readonly index = 0,
  ) {}

  get figure() {
    return this.page.locator("figure.live-twig").nth(this.index)
  }
  /** Scrolls to the example, as a reader does: its preview frame is made as it nears the screen. */
  async show() {
    await this.figure.scrollIntoViewIfNeeded()
  }
  get editor() {
    return this.figure.getByLabel("Twig template")
  }
  /** The preview's own document (a sandboxed iframe), and the frame element itself. */
  get preview() {
    return this.figure.frameLocator("iframe.live-twig-preview").locator("body")
  }
  get previewFrame() {
    return this.figure.locator("iframe.live-twig-preview")
  }
  get source() {
    return this.figure.locator(".live-twig-source")
  }
  get error() {
    return this.figure.getByRole("alert")
  }
  get reset() {
    return this.figure.getByRole("button", { name: "Reset" })
  }
  get toggle() {
    return this.figure.getByRole("button", { name: /Show (HTML|preview)/ })
  }
  /** The documented output printed after the example (the "Output" code block). */
  get documentedOutput() {
    return this.figure.locator("xpath=following-sibling::*[1]").locator("pre")
  }
}
