import AxeBuilder from "@axe-core/playwright"
import { expect, test } from "./fixtures"

/**
 * axe over every page type, on a wide screen and on a phone, with the parts a reader opens
 * (the phone's "On this page", the search results) open. Live examples' frames hold the
 * template's sample output, not the site's markup: axe checks the frame elements (their
 * titles), not the documents inside them (legacy mode: the default mode opens a blank page to
 * merge frame results, which this Chromium refuses in a test context).
 */
const PAGE_TYPES = [
  ["welcome", "/"],
  ["guide", "/basic/website-users-and-groups"],
  ["category", "/category/store"],
  ["API reference", "/api/server-status"],
  ["Twig reference with live examples", "/website-designs/filters/formatting"],
  ["search results", "/search?q=paypal"],
  ["not found", "/missing-page"],
] as const

const VIEWPORTS = [
  ["desktop", { width: 1440, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const

for (const [label, viewport] of VIEWPORTS) {
  test.describe(`axe on every page type (${label})`, () => {
    test.use({ viewport })
    for (const [name, route] of PAGE_TYPES) {
      test(`${name}: ${route}`, async ({ page, shell, search }) => {
        await shell.open(route)
        if (route.startsWith("/search")) await expect(search.pageResults.first()).toBeVisible()
        const toc = page.getByRole("navigation", { name: "On this page" }).getByText("On this page")
        if (label === "phone" && (await toc.first().isVisible())) await toc.first().click()
        // Sections drawn as the reader scrolls (the active contents entry) are drawn too.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
        const results = await new AxeBuilder({ page }).setLegacyMode(true).options({ iframes: false }).analyze()
        expect(results.violations.map(v => `${v.id}: ${v.help} (${v.nodes.map(n => n.target).join(", ")})`)).toEqual([])
      })
    }
  })
}
