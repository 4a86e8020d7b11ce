import { expect, test } from "./fixtures"
import { BUILT_ROUTES, PENDING, ROUTES, isApiRoute, isCategoryRoute } from "./support/routes"

const SITE_URL = "https://docs.questforge.example"

// The route list (e2e/support/routes.ts) is the repository's copy of the specification's route
// table: the tests never read files outside the repository (test/self-contained.test.ts).
test("the route list has no duplicates, and every pending route is one of it", () => {
  expect(new Set(ROUTES).size).toBe(ROUTES.length)
  for (const route of Object.keys(PENDING)) expect(ROUTES).toContain(route)
})

for (const route of BUILT_ROUTES) {
  test(`${route} answers 200 with its title`, async ({ page, doc }) => {
    const response = await doc.open(route)
    expect(response?.status()).toBe(200)
    const heading = (await doc.heading.textContent())?.trim() ?? ""
    expect(heading.length).toBeGreaterThan(0)
    await expect(page).toHaveTitle(`${heading} | Questforge Docs`)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^.{20,}$/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}${route}`)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", `${heading} | Questforge Docs`)

    // The search page has no sidebar; elsewhere the two sidebars never mix: API pages show
    // only API links, docs pages none.
    if (route === "/search") return
    const hrefs = await doc.sidebarHrefs()
    expect(hrefs.length).toBeGreaterThan(0)
    if (isApiRoute(route)) expect(hrefs.filter(h => !h.startsWith("/api/"))).toEqual([])
    else expect(hrefs.filter(h => h.startsWith("/api/"))).toEqual([])

    if (isCategoryRoute(route)) {
      expect(await doc.categoryCards.count()).toBeGreaterThan(0)
      await expect(doc.page.locator(".category-card-description").first()).not.toBeEmpty()
    }
  })
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const route of BUILT_ROUTES) {
    test(`${route} is no wider than the screen, and its code block titles fit their bars`, async ({ page, doc }) => {
      await doc.open(route)
      // A long unbroken word (an install path in a sentence) used to push whole pages sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      const cut = await page
        .locator(".code-block-title")
        .evaluateAll(titles => titles.filter(t => t.scrollWidth > t.clientWidth + 1).map(t => t.textContent))
      expect(cut).toEqual([])
    })
  }
})
