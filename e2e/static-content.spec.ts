import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures"

// A page's prose ships as HTML strings: on a first load they are read back from the page's own
// HTML, a client navigation fetches the target's strings file (src/app/static-html.ts), and
// content links are plain <a> elements routed on the client (src/app/content-links.ts).
const FROM = "/basic/website-pages"
const TO = "/store/products"

const content = (page: Page) => page.locator("main .markdown")
const contentLinkTo = (page: Page, path: string) => content(page).locator(`a[href="${path}"]`).first()

function stringsRequests(page: Page) {
  const seen: string[] = []
  page.on("request", request => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith("/static-html/")) seen.push(pathname)
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
  test("a first load hydrates from its own HTML: no strings file is fetched", async ({ page, shell, doc }) => {
    const seen = stringsRequests(page)
    await shell.open(FROM)
    await doc.waitForHydration()
    await expect(content(page)).toContainText("Pages hold the content")
    expect(seen).toEqual([])
  })

  test("a content link routes on the client and shows the target's prose; Back shows the first page's again", async ({
    page,
    shell,
    doc,
  }) => {
    const [fromText, toText] = [await freshText(page, FROM), await freshText(page, TO)]
    const seen = stringsRequests(page)
    await shell.open(FROM)
    await doc.waitForHydration()
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))
    await contentLinkTo(page, TO).click()
    await expect(page.locator("main h1")).toHaveText("Products")
    expect(await sameDocument(page)).toBe(true)
    await expect.poll(() => content(page).innerText()).toBe(toText)
    expect(seen.length).toBe(1)
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

  test("when the strings file cannot be fetched the page still opens with its prose", async ({ page, shell, doc }) => {
    const toText = await freshText(page, TO)
    await page.route("**/static-html/**", route => route.abort())
    await shell.open(FROM)
    await doc.waitForHydration()
    await contentLinkTo(page, TO).click()
    // Gatsby loads the page afresh (its answer to a page resource that failed): the HTML has the text.
    await expect(page.locator("main h1")).toHaveText("Products")
    await expect.poll(() => content(page).innerText()).toBe(toText)
  })
})
