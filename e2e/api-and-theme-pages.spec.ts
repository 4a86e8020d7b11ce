import AxeBuilder from "@axe-core/playwright"
import type { Locator, Page } from "@playwright/test"
import { expect, test } from "./fixtures"

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1440, height: 900 }
const API_PAGE = "/api/store-commands/get-queue-commands"
const TWIG_PAGE = "/website-designs/filters/formatting"
const ISLAND_CHUNK = "**/live-twig-*.js"

/** The code-sample tabs of the endpoint (the language tab row). */
const samples = (page: Page) => page.locator(".tabs").filter({ has: page.getByRole("tab", { name: "cURL" }) })

/**
 * Each table fits its box (nothing cut off) and is a stacked list: the last cell of a row (the
 * description, or a field's sample) starts below its name.
 */
async function expectStackedLists(tables: Locator, route: string) {
  for (const table of await tables.all()) {
    const box = table.locator("xpath=..")
    expect(await box.evaluate(b => b.scrollWidth <= b.clientWidth + 1), `${route}: a table is cut off`).toBe(true)
    const row = table.locator("tbody tr").first()
    const name = (await row.locator("td").first().boundingBox())!
    const last = (await row.locator("td").last().boundingBox())!
    expect(last.y).toBeGreaterThanOrEqual(name.y + name.height - 1)
  }
}

/** The rectangle of the first line of a code block's text. */
function firstLineBox(code: Locator) {
  return code.evaluate(element => {
    const range = document.createRange()
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    let first: Text | null = null
    let end: { node: Text; offset: number } | null = null
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      first ??= node
      const at = node.data.indexOf("\n")
      if (at >= 0) {
        end = { node, offset: at }
        break
      }
      end = { node, offset: node.data.length }
    }
    range.setStart(first!, 0)
    range.setEnd(end!.node, end!.offset)
    const r = range.getBoundingClientRect()
    return { x: r.x, y: r.y, width: r.width, height: r.height }
  })
}

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

test.describe("API reference pages", () => {
  test("on a wide screen the request samples sit beside the parameters in a sticky column, on the first screens", async ({
    page,
    shell,
  }) => {
    await page.setViewportSize(DESKTOP)
    await shell.open(API_PAGE)
    const tabs = samples(page)
    const sampleBox = (await tabs.boundingBox())!
    const top = await tabs.evaluate(element => element.getBoundingClientRect().top + window.scrollY)
    expect(top).toBeLessThan(2 * DESKTOP.height)
    // Beside the parameters: to their right, overlapping them vertically.
    const params = page.locator(".markdown table").first()
    const paramsBox = (await params.boundingBox())!
    expect(sampleBox.x).toBeGreaterThanOrEqual(paramsBox.x + paramsBox.width)
    // The first response example under the request samples, in the same column.
    const response = page.locator(".endpoint-samples figure.code-block", { hasText: '"commands"' })
    await expect(response).toBeVisible()
    expect((await response.boundingBox())!.x).toBeGreaterThanOrEqual(paramsBox.x + paramsBox.width)
    // Sticky: still on screen once the reader has scrolled to the errors.
    await page.locator("h2#errors").scrollIntoViewIfNeeded()
    await expect(tabs.getByRole("tab", { name: "cURL" })).toBeInViewport()
  })

  test("on a phone the banner links to the samples, which follow the whole reference; beside them it does not", async ({
    page,
    shell,
  }) => {
    await page.setViewportSize(PHONE)
    await shell.open(API_PAGE)
    const jump = page.locator(".endpoint-banner").getByRole("link", { name: "Code samples and Try it" })
    await expect(jump).toBeVisible()
    await jump.click()
    await expect(samples(page).getByRole("tab", { name: "cURL" })).toBeInViewport()
    await expect(page.getByRole("button", { name: /Try it/ }).first()).toBeInViewport()
    await page.setViewportSize(DESKTOP)
    await expect(jump).toBeHidden()
  })

  test("response examples are folded: none of the JSON is expanded until asked", async ({ page, shell }) => {
    await page.setViewportSize(DESKTOP)
    await shell.open(API_PAGE)
    const examples = page
      .locator(".endpoint-reference figure.code-block")
      .filter({ has: page.locator("figcaption", { hasText: /^200/ }) })
    expect(await examples.count()).toBeGreaterThan(1)
    for (const example of await examples.all()) await expect(example).toBeHidden()
    const first = page
      .locator(".markdown details")
      .filter({ has: page.locator("figcaption", { hasText: /^200/ }) })
      .first()
    await first.locator("summary").click()
    await expect(first.locator("figure.code-block")).toBeVisible()
    await expect(examples.first()).toBeVisible()
    await expect(examples.nth(1)).toBeHidden()
  })

  test("on a phone parameters and fields are stacked lists whose descriptions are on screen", async ({
    page,
    shell,
  }) => {
    await page.setViewportSize(PHONE)
    await shell.open(API_PAGE)
    const limit = page.locator(".markdown table").first().locator("tr", { hasText: "limit" })
    const description = limit.locator("td").last()
    await description.scrollIntoViewIfNeeded()
    await expect(description).toBeInViewport({ ratio: 1 })
    // Name and description stacked in one column: the description starts under the name.
    const name = (await limit.locator("td").first().boundingBox())!
    const text = (await description.boundingBox())!
    expect(text.y).toBeGreaterThanOrEqual(name.y + name.height - 1)
    for (const table of await page.locator(".markdown table").all()) {
      expect(await table.evaluate(t => t.scrollWidth <= t.clientWidth + 1)).toBe(true)
    }
  })

  test("on a phone the Twig reference's argument and field tables are stacked lists, none cut off", async ({
    page,
    shell,
  }) => {
    await page.setViewportSize(PHONE)
    for (const route of ["/website-designs/global-variables", "/website-designs/functions/webstore"]) {
      await shell.open(route)
      const tables = page.locator(".markdown :is(table.ref-fields, table.ref-args)")
      expect(await tables.count(), route).toBeGreaterThan(1)
      await expectStackedLists(tables, route)
    }
  })

  for (const width of [1240, 1440]) {
    test(`beside the samples at ${width} px, parameters, fields and errors are stacked lists, none cut off`, async ({
      page,
      shell,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      for (const route of [API_PAGE, "/api/websites/user-balance"]) {
        await shell.open(route)
        const tables = page.locator(".endpoint-reference table")
        expect(await tables.count()).toBeGreaterThan(2)
        await expectStackedLists(tables, route)
      }
    })
  }

  for (const [label, size] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    test(`every language tab is in sight without scrolling (${label})`, async ({ page, shell }) => {
      await page.setViewportSize(size)
      await shell.open(API_PAGE)
      const row = samples(page).getByRole("tablist")
      await row.scrollIntoViewIfNeeded()
      const box = (await row.boundingBox())!
      const tabs = await row.getByRole("tab").evaluateAll(list => list.map(t => t.getBoundingClientRect().toJSON()))
      expect(tabs).toHaveLength(8)
      for (const tab of tabs as DOMRect[]) {
        expect(tab.left).toBeGreaterThanOrEqual(box.x - 1)
        expect(tab.right).toBeLessThanOrEqual(box.x + box.width + 1)
      }
      expect(await row.evaluate(r => r.scrollWidth <= r.clientWidth)).toBe(true)
    })
  }

  test("on a phone Copy never covers the first code line", async ({ page, shell }) => {
    await page.setViewportSize(PHONE)
    await shell.open(API_PAGE)
    const block = samples(page).locator('[role="tabpanel"]:not([hidden]) .code-block-body')
    const copy = (await block.getByRole("button", { name: /Copy/ }).boundingBox())!
    expect(overlaps(copy, await firstLineBox(block.locator("code")))).toBe(false)
    expect(copy.height).toBeGreaterThanOrEqual(24)
  })

  for (const [label, size] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    test(`axe finds nothing on an API page (${label})`, async ({ page, shell }) => {
      await page.setViewportSize(size)
      await shell.open(API_PAGE)
      await page.locator("details.response-example summary").first().click()
      const results = await new AxeBuilder({ page }).analyze()
      expect(results.violations.map(v => `${v.id}: ${v.nodes.length}`)).toEqual([])
    })
  }
})

test.describe("live examples show their result once", () => {
  /** The static "Output" code blocks that follow live examples. */
  const outputs = (page: Page) => page.locator("figure.live-twig + figure.code-block")

  test("a working example shows its result and no second Output block", async ({ page, shell, playground }) => {
    await page.setViewportSize(DESKTOP)
    await shell.open(TWIG_PAGE)
    await playground.show()
    await expect(playground.editor).not.toHaveAttribute("readonly")
    await expect(playground.preview).toContainText("VIP rank")
    expect(await outputs(page).count()).toBeGreaterThan(0)
    for (const output of await outputs(page).all()) await expect(output).toBeHidden()
  })

  test("without JavaScript the documented output is shown", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP })
    const page = await context.newPage()
    await page.goto(TWIG_PAGE)
    await expect(outputs(page).first()).toBeVisible()
    await expect(outputs(page).first()).toContainText("VIP rank")
    await context.close()
  })

  test("when the editor's code cannot be fetched the documented output is shown", async ({ page, shell, doc }) => {
    await page.route(ISLAND_CHUNK, route => route.abort())
    await shell.open(TWIG_PAGE)
    await doc.waitForHydration()
    await expect(outputs(page).first()).toBeVisible()
    await expect(outputs(page).first()).toContainText("VIP rank")
  })

  test("a long template line wraps in the editor on a phone", async ({ page, shell, playground }) => {
    await page.setViewportSize(PHONE)
    await shell.open(TWIG_PAGE)
    const editors = page.getByLabel("Twig template")
    expect(await editors.count()).toBeGreaterThan(0)
    // Nothing cut, sideways or below: every line wraps and the editor is as tall as its lines.
    for (const editor of await editors.all()) {
      expect(await editor.evaluate(e => e.scrollWidth <= e.clientWidth && e.scrollHeight <= e.clientHeight + 1)).toBe(
        true,
      )
    }
    await playground.show()
    await expect(playground.editor).toBeVisible()
  })
})

test.describe("axe on the pages these change", () => {
  for (const [label, size] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    test(`finds nothing on a Twig reference page and on a guide with its page actions open (${label})`, async ({
      page,
      shell,
    }) => {
      await page.setViewportSize(size)
      await shell.open(TWIG_PAGE)
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      // The preview frames hold sample output (the template author's markup, not the docs'): axe
      // checks the frame elements, not their documents, as in playground.spec.ts.
      const twig = await new AxeBuilder({ page }).setLegacyMode(true).options({ iframes: false }).analyze()
      expect(twig.violations.map(v => `${v.id}: ${v.nodes.length}`)).toEqual([])
      await shell.open("/store/products")
      await page.getByRole("button", { name: "More page actions" }).click()
      const guide = await new AxeBuilder({ page }).analyze()
      expect(guide.violations.map(v => `${v.id}: ${v.nodes.length}`)).toEqual([])
    })
  }
})

test.describe("page actions", () => {
  for (const [label, size] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    test(`the first line under the title is the page's own text (${label})`, async ({ page, shell }) => {
      await page.setViewportSize(size)
      await shell.open("/store/products")
      const h1 = (await page.locator("main h1").boundingBox())!
      const first = (await page.locator(".markdown > p").first().boundingBox())!
      const header = page.locator("main header").first()
      await expect(header.getByRole("link", { name: "View as Markdown" })).toBeHidden()
      await expect(header.getByRole("link", { name: /llms\.txt/ })).toBeHidden()
      // Nothing of the page actions between the title and the first paragraph.
      for (const control of await page.locator(".page-actions :is(button, a)").all()) {
        const box = await control.boundingBox()
        if (box) expect(box.y + box.height <= h1.y + h1.height + 1 || box.y >= first.y).toBe(true)
      }
      await expect(page.locator("footer").getByRole("link", { name: "llms.txt" })).toBeVisible()
    })
  }

  test("Copy page opens a menu from the keyboard with View as Markdown; Escape closes it", async ({ page, shell }) => {
    await shell.open("/store/products")
    const toggle = page.getByRole("button", { name: "More page actions" })
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
    await toggle.focus()
    await page.keyboard.press("Enter")
    await expect(toggle).toHaveAttribute("aria-expanded", "true")
    const view = page.getByRole("link", { name: "View as Markdown" })
    await expect(view).toBeVisible()
    await expect(view).toHaveAttribute("href", "/store/products.md")
    await page.keyboard.press("Tab")
    await expect(view).toBeFocused()
    await page.keyboard.press("Escape")
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
    await expect(view).toBeHidden()
    await expect(toggle).toBeFocused()
  })
})
