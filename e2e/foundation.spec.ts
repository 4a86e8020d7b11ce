import { expect, test } from "./fixtures"

test.describe("not-found page", () => {
  test("an unknown path answers 404 with a helpful page", async ({ page, doc }) => {
    const response = await doc.open("/no/such/page")
    expect(response?.status()).toBe(404)
    await expect(doc.heading).toHaveText("Page not found")
    await expect(page).toHaveTitle("Page not found | Questforge Docs")
    await expect(page.getByText("There is no page at /no/such/page")).toBeVisible()
    await expect(page.getByRole("link", { name: /Basic/ }).first()).toBeVisible()
  })

  test("client navigation to an unknown path shows the not-found page", async ({ page, doc }) => {
    await doc.open("/")
    await doc.waitForHydration()
    await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate("/missing-page"))
    await expect(doc.heading).toHaveText("Page not found")
  })
})

test.describe(".html endings", () => {
  for (const [from, to] of [
    ["/basic/website-pages.html", "/basic/website-pages"],
    ["/basic/website-pages/index.html", "/basic/website-pages"],
    ["/index.html", "/"],
    ["/api/index.html", "/api/?"],
  ]) {
    test(`first load of ${from} shows ${to}`, async ({ page, doc }) => {
      await doc.open(from)
      await expect(page).toHaveURL(new RegExp(`^http://[^/]+${to.replace(/\./g, "\\.")}$`))
      await expect(doc.heading).not.toHaveText("Page not found")
    })
  }

  test("client navigation to a .html path lands on the page", async ({ page, doc }) => {
    await doc.open("/")
    await doc.waitForHydration()
    await page.evaluate(() =>
      (window as unknown as { ___navigate: (to: string) => void }).___navigate("/basic/website-pages.html#top"),
    )
    await expect(page).toHaveURL(/\/basic\/website-pages#top$/)
    await expect(doc.heading).toHaveText("Pages")
  })
})

test.describe("docs page template", () => {
  test("html element carries the locale's language and direction", async ({ page }) => {
    await page.goto("/")
    await expect(page.locator("html")).toHaveAttribute("lang", "en")
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr")
  })

  test("the table of contents lists exactly the h2 and h3 headings", async ({ doc }) => {
    await doc.open("/basic/website-users-and-groups")
    const headings = (await doc.articleHeadings()).filter(h => h.level <= 3).map(h => `#${h.id}`)
    expect(headings.length).toBeGreaterThan(2)
    const tocLinks = await doc.toc.locator("a").evaluateAll(links => links.map(a => a.getAttribute("href")))
    expect(tocLinks).toEqual(headings)
    const nested = await doc.toc.locator("ul ul a").count()
    const h3 = (await doc.articleHeadings()).filter(h => h.level === 3).length
    expect(nested).toBe(h3)
  })

  test("breadcrumbs, previous/next and the edit link lead where they say", async ({ page, doc }) => {
    await doc.open("/basic/website-team-users")
    await expect(doc.breadcrumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/")
    await expect(doc.breadcrumbs.getByRole("link", { name: "Basic" })).toHaveAttribute("href", "/category/basic")
    await expect(doc.prevNext.locator("a[rel=prev]")).toHaveAttribute("href", "/basic/website-users-and-groups")
    await expect(page.getByRole("link", { name: "Edit this page" })).toHaveAttribute(
      "href",
      /\/edit\/main\/content\/docs\/basic\/website-team-users\.mdx$/,
    )
    await expect(page.getByRole("link", { name: "Report a problem with this page" })).toBeVisible()
    await doc.waitForHydration()
    await doc.prevNext.locator("a[rel=next]").click()
    await expect(page).not.toHaveURL(/website-team-users/)
    await expect(doc.heading).not.toHaveText("Team users")
  })

  test("the current page is marked in the sidebar and its category is open", async ({ doc }) => {
    await doc.open("/store/discounts/coupons")
    const current = doc.sidebar.locator('a[aria-current="page"]')
    await expect(current).toHaveAttribute("href", "/store/discounts/coupons")
    await expect(current).toBeVisible()
  })

  test("a category page lists its items with their descriptions, in sidebar order", async ({ doc }) => {
    await doc.open("/category/basic")
    const cards = await doc.categoryCards.evaluateAll(links => links.map(a => a.getAttribute("href")))
    expect(cards).toEqual([
      "/basic/website-users-and-groups",
      "/basic/website-team-users",
      "/basic/website-users-profile-page",
      "/basic/website-tickets",
      "/basic/website-pages",
      "/basic/navbar-elements",
      "/basic/website-manage-domain",
    ])
  })

  test("pages pass an axe accessibility check", async ({ doc }) => {
    // Four full axe runs: 11 s alone, over 30 s beside the other worker on a busy 2-core machine.
    test.slow()
    for (const path of ["/", "/basic/website-users-and-groups", "/category/store", "/missing"]) {
      await doc.open(path)
      await doc.expectNoAxeViolations()
    }
  })
})

test.describe("crawler files", () => {
  test("sitemap lists pages with absolute URLs and robots.txt points to it", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text()
    expect(robots).toContain("Sitemap: https://docs.questforge.example/sitemap-index.xml")
    const index = await (await request.get("/sitemap-index.xml")).text()
    expect(index).toContain("https://docs.questforge.example/sitemap-0.xml")
    const sitemap = await (await request.get("/sitemap-0.xml")).text()
    expect(sitemap).toContain("<loc>https://docs.questforge.example/basic/website-pages</loc>")
    expect(sitemap).not.toContain("404")
  })
})
