import { expect, test } from "@playwright/test"
import { readFileSync, writeFileSync } from "node:fs"

const PAGE = "/basic/website-pages/"
const SOURCE = "content/docs/basic/website-pages.mdx"

test("the development server serves a page, and an edit to its MDX shows in the open tab", async ({ page }) => {
  await page.goto(PAGE)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pages", { timeout: 60_000 })
  await expect(page.getByRole("heading", { name: "Create a page" })).toBeVisible()

  await page.evaluate(() => ((window as unknown as { beforeEdit?: boolean }).beforeEdit = true))
  const original = readFileSync(SOURCE, "utf8")
  const heading = `Edited while developing ${Date.now()}`
  try {
    writeFileSync(SOURCE, `${original}\n## ${heading}\n\nThis paragraph was added by the development smoke test.\n`)
    // No reload: the server rebuilds the page's data and pushes it to the tab.
    await expect(page.getByRole("heading", { name: heading })).toBeVisible({ timeout: 60_000 })
    await expect(page.getByText("added by the development smoke test")).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { beforeEdit?: boolean }).beforeEdit)).toBe(true)
  } finally {
    writeFileSync(SOURCE, original)
  }
  await expect(page.getByRole("heading", { name: heading })).toHaveCount(0, { timeout: 60_000 })
})

test("an edit to a component shows in the open tab, without a reload", async ({ page }) => {
  const component = "src/components/toc/TableOfContents.tsx"
  const title = '<p className="toc-title">On this page</p>'
  await page.goto(PAGE)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pages", { timeout: 60_000 })

  await page.evaluate(() => ((window as unknown as { beforeEdit?: boolean }).beforeEdit = true))
  const original = readFileSync(component, "utf8")
  expect(original).toContain(title)
  try {
    writeFileSync(component, original.replace(title, '<p className="toc-title">Contents, edited</p>'))
    await expect(page.getByText("Contents, edited", { exact: true })).toBeVisible({ timeout: 60_000 })
    expect(await page.evaluate(() => (window as unknown as { beforeEdit?: boolean }).beforeEdit)).toBe(true)
  } finally {
    writeFileSync(component, original)
  }
  await expect(page.getByText("Contents, edited", { exact: true })).toHaveCount(0, { timeout: 60_000 })
})
