import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures"

// A page's content is data: the build compiles it once into the page's page data
// (src/node/page-body/), the HTML renderer and the browser render that same body, and content
// links are plain <a> elements routed on the client (src/app/content-links.ts).
const FROM = "/basic/website-pages"
const TO = "/store/products"

const content = (page: Page) => page.locator("main .markdown")
const contentLinkTo = (page: Page, path: string) => content(page).locator(`a[href="${path}"]`).first()

function pageDataRequests(page: Page, path: string) {
  const seen: string[] = []
  page.on("request", request => {
    const { pathname } = new URL(request.url())
    if (pathname === `/page-data${path}/page-data.json`) seen.push(pathname)
  })
  return seen
}

/** The text of a page's content as a fresh load of that page shows it. */
async function freshText(page: Page, path: string) {
  const other = await page.context().newPage()
  await other.goto(path)
  const text = await content(other).innerText()
  await other.close()
  return text
}

const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)

test.describe("page prose and content links", () => {
  test("a first load hydrates the server's HTML without a mismatch", async ({ page, shell, doc }) => {
    const errors: string[] = []
    page.on("console", message => {
      if (message.type() === "error") errors.push(message.text())
    })
    await shell.open(FROM)
    await doc.waitForHydration()
    await expect(content(page)).toContainText("Pages hold the content")
    expect(await content(page).innerText()).toBe(await freshText(page, FROM))
    expect(errors).toEqual([])
  })

  test("a content link routes on the client and shows the target's prose; Back shows the first page's again", async ({
    page,
    shell,
    doc,
  }) => {
    const [fromText, toText] = [await freshText(page, FROM), await freshText(page, TO)]
    const seen = pageDataRequests(page, TO)
    await shell.open(FROM)
    await doc.waitForHydration()
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))
    await contentLinkTo(page, TO).click()
    await expect(page.locator("main h1")).toHaveText("Products")
    expect(await sameDocument(page)).toBe(true)
    await expect.poll(() => content(page).innerText()).toBe(toText)
    expect(seen.length).toBeLessThanOrEqual(1) // fetched once, on hover or on the click
    await page.goBack()
    await expect(page.locator("main h1")).toHaveText("Pages")
    expect(await sameDocument(page)).toBe(true)
    await expect.poll(() => content(page).innerText()).toBe(fromText)
  })

  test("hovering a content link prefetches the page it leads to", async ({ page, shell, doc }) => {
    const pageData: string[] = []
    page.on("request", request => pageData.push(new URL(request.url()).pathname))
    await shell.open(FROM)
    await doc.waitForHydration()
    await contentLinkTo(page, TO).hover()
    await expect.poll(() => pageData).toContain(`/page-data${TO}/page-data.json`)
  })

  test("a content link scrolled into view prefetches the page it leads to", async ({ page, shell, doc }) => {
    const seen = pageDataRequests(page, TO)
    // Phone width: the sidebar's links are in its closed drawer, so Gatsby's prefetch queue
    // (4 pages every 3 s) holds the content's links only.
    await page.setViewportSize({ width: 400, height: 800 })
    await shell.open(FROM)
    await doc.waitForHydration()
    await contentLinkTo(page, TO).scrollIntoViewIfNeeded()
    await expect.poll(() => seen.length, { timeout: 10_000 }).toBeGreaterThan(0)
  })

  test("links to other sites never share the opener (set in the HTML at build time)", async ({ page }) => {
    await page.goto("/integrations/steam")
    await expect(content(page).locator('a[href="https://steamcommunity.com/dev/apikey"]').first()).toHaveAttribute(
      "rel",
      "noopener noreferrer",
    )
  })

  test("Ctrl+click is left to the browser: the page opens in a new tab, this one stays", async ({
    page,
    shell,
    doc,
  }) => {
    await shell.open(FROM)
    await doc.waitForHydration()
    const opened = page.context().waitForEvent("page")
    await contentLinkTo(page, TO).click({ modifiers: ["Control"] })
    const tab = await opened
    await tab.waitForLoadState()
    expect(new URL(tab.url()).pathname).toBe(TO)
    await expect(page.locator("main h1")).toHaveText("Pages")
  })

  test("when the page data cannot be fetched the page still opens with its prose", async ({ page, shell, doc }) => {
    const toText = await freshText(page, TO)
    await page.route(`**/page-data${TO}/page-data.json`, route => route.abort())
    await shell.open(FROM)
    await doc.waitForHydration()
    await contentLinkTo(page, TO).click()
    // Gatsby loads the page afresh (its answer to a page resource that failed): the HTML has the text.
    await expect(page.locator("main h1")).toHaveText("Products")
    await expect.poll(() => content(page).innerText()).toBe(toText)
  })
})

test.describe("the store's product features", () => {
  test("the sidebar lists them after Products and before Purchases, in reading order", async ({ doc }) => {
    await doc.open("/store/gifts")
    const store = (await doc.sidebarHrefs()).filter(href => /^\/store\/[a-z-]+$/.test(href))
    expect(store.slice(0, 8)).toEqual([
      "/store/your-first-sale",
      "/store/categories",
      "/store/products",
      "/store/product-options",
      "/store/gifts",
      "/store/upgrades",
      "/store/global-commands",
      "/store/purchases",
    ])
  })

  test("Products points to each feature instead of calling it unsupported", async ({ page, doc }) => {
    await doc.open("/store/products")
    await expect(page.getByRole("heading", { name: "Options, gifts, upgrades and global commands" })).toBeVisible()
    await expect(page.getByRole("heading", { name: "What products do not do" })).toHaveCount(0)
    for (const path of ["/store/product-options", "/store/gifts", "/store/upgrades", "/store/global-commands"]) {
      await expect(content(page).locator(`a[href="${path}"]`).first()).toBeVisible()
    }
  })
})
