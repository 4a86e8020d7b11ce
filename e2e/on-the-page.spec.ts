import { expect, test } from "./fixtures"

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1440, height: 900 }

/** The contents' links as `#id`, in order. */
const hrefsOf = (links: import("@playwright/test").Locator) =>
  links.evaluateAll(nodes => nodes.map(a => a.getAttribute("href") ?? ""))

test.describe("on this page, on a phone", () => {
  test("a folded contents sits under the title, lists the desktop entries and names the section in view", async ({
    page,
    shell,
    doc,
  }) => {
    await page.setViewportSize(PHONE)
    await shell.open("/store/products")
    await expect(page.locator(".doc-aside .toc")).toBeHidden()
    const contents = doc.toc
    await expect(contents).toBeVisible()
    // Under the title and before the first section.
    const title = (await doc.heading.boundingBox())!
    const box = (await contents.boundingBox())!
    const firstSection = (await page.locator(".markdown h2").first().boundingBox())!
    expect(box.y).toBeGreaterThan(title.y)
    expect(box.y + box.height).toBeLessThan(firstSection.y)
    // Folded until asked, then the same h2/h3 entries as the desktop contents.
    const links = contents.getByRole("link")
    await expect(links.first()).toBeHidden()
    await contents.getByText("On this page").click()
    await expect(links.first()).toBeVisible()
    const desktop = await hrefsOf(page.locator(".doc-aside .toc a"))
    const headings = (await doc.articleHeadings()).filter(h => h.level <= 3).map(h => `#${h.id}`)
    expect(desktop).toEqual(headings)
    expect(await hrefsOf(links)).toEqual(desktop)
    // Picking an entry goes there, folds the list and names that section.
    await links.nth(2).click()
    await expect(page).toHaveURL(new RegExp(`${desktop[2]}$`))
    await expect(links.first()).toBeHidden()
    const name = (await page.locator(desktop[2]).innerText()).replace(/#$/, "").trim()
    await expect(contents.locator("summary")).toContainText(name)
    await expect(contents.locator(`a[href="${desktop[2]}"]`)).toHaveAttribute("aria-current", "true")
  })

  test("the wide contents column is the only one on a desktop", async ({ page, shell, doc }) => {
    await page.setViewportSize(DESKTOP)
    await shell.open("/store/products")
    await expect(doc.toc).toHaveCount(1)
    await expect(page.locator(".doc-aside .toc")).toBeVisible()
  })
})

test.describe("desktop contents", () => {
  test("marks the entry of the section in view, and follows the reader", async ({ page, shell, doc }) => {
    await page.setViewportSize(DESKTOP)
    await shell.open("/store/products")
    const current = doc.toc.locator('a[aria-current="true"]')
    const sections = page.locator(".markdown h2")
    for (const index of [2, 4, 1]) {
      const id = await sections.nth(index).getAttribute("id")
      await sections.nth(index).evaluate(heading => heading.scrollIntoView({ block: "start" }))
      await expect(current).toHaveCount(1)
      await expect(current).toHaveAttribute("href", `#${id}`)
    }
    // Visibly different from the other entries, not only to a screen reader.
    const colourOf = (link: import("@playwright/test").Locator) => link.evaluate(a => getComputedStyle(a).color)
    const other = doc.toc.locator('a:not([aria-current="true"])').first()
    expect(await colourOf(current)).not.toBe(await colourOf(other))
    // Back at the top, before the first section, no entry is marked.
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(current).toHaveCount(0)
  })
})
