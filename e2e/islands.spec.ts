import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures"

// Live examples are islands (src/app/islands.ts): in the page's HTML in full, their code a
// chunk of its own, fetched after the page hydrates (first load) or before it renders (client
// navigation).
const LIVE_PAGE = "/website-designs/filters/formatting"
const LIVE_TITLE = "Formatting filters"
const START = "/basic/website-users-and-groups"
const ISLAND_CHUNK = "**/live-twig-*.js"

function collectErrors(page: Page) {
  const errors: string[] = []
  page.on("pageerror", error => errors.push(error.message))
  return errors
}

/** Number of live examples in the page's HTML, as the server sends it. */
async function examplesInHtml(page: Page) {
  const html = await (await page.request.get(LIVE_PAGE)).text()
  return (html.match(/<figure[^>]*class="live-twig"/g) ?? []).length
}

const navigate = (page: Page, to: string) =>
  page.evaluate(path => (window as unknown as { ___navigate: (path: string) => void }).___navigate(path), to)

test.describe("live examples as islands", () => {
  test("the HTML names no editor code; the page hydrates without it, and the example is read-only until it arrives", async ({
    page,
    shell,
    doc,
    playground: live,
  }) => {
    const html = await (await page.request.get(LIVE_PAGE)).text()
    // No script or preload of it (Gatsby's inline chunk map lists it by name, as data for prefetching).
    expect(html).not.toMatch(/<(script|link)\b[^>]*live-twig-[0-9a-f]+\.js/)
    let release = () => undefined as void
    const held = new Promise<void>(resolve => (release = resolve))
    await page.route(ISLAND_CHUNK, async route => {
      await held
      await route.continue()
    })
    await shell.open(LIVE_PAGE)
    await doc.waitForHydration()
    // The server's example: its template, its documented result, and no way to lose what the
    // reader types.
    await live.show()
    await expect(live.editor).toHaveAttribute("readonly", "")
    expect(await live.editor.inputValue()).toContain("store.products")
    await expect(live.documentedOutput).toContainText("VIP rank")
    release()
    await expect(live.editor).not.toHaveAttribute("readonly")
    await expect(live.preview).toContainText("VIP rank")
    await live.editor.fill("{{ 'quest'|upper }}")
    await expect(live.preview).toHaveText("QUEST")
  })

  test("when the editor's code cannot be fetched, the examples stay on the page as its HTML shows them", async ({
    page,
    shell,
    doc,
    playground: live,
  }) => {
    const errors = collectErrors(page)
    const count = await examplesInHtml(page)
    let failed = 0
    await page.route(ISLAND_CHUNK, route => {
      failed += 1
      return route.abort()
    })
    await shell.open(LIVE_PAGE)
    await doc.waitForHydration()
    await expect.poll(() => failed).toBeGreaterThan(0)
    await expect(page.locator("figure.live-twig")).toHaveCount(count)
    await live.show()
    expect(await live.editor.inputValue()).toContain("store.products")
    await expect(live.documentedOutput).toContainText("VIP rank")
    await expect(page.locator("main h1")).toHaveText(LIVE_TITLE)
    expect(errors).toEqual([])
  })

  test("a client navigation shows the examples with the page, never after it", async ({ page, shell, doc }) => {
    const count = await examplesInHtml(page)
    // Records whether the page's title was ever on screen without its examples.
    await page.addInitScript(title => {
      const w = window as unknown as { __titleWithoutExamples?: boolean }
      new MutationObserver(() => {
        const h1 = document.querySelector("main h1")?.textContent
        if (h1 === title && !document.querySelector("figure.live-twig")) w.__titleWithoutExamples = true
      }).observe(document, { childList: true, subtree: true, characterData: true })
    }, LIVE_TITLE)
    await page.route(ISLAND_CHUNK, async route => {
      await new Promise(resolve => setTimeout(resolve, 800)) // a slow network, not a wait in the test
      await route.continue()
    })
    await shell.open(START)
    await doc.waitForHydration()
    await navigate(page, LIVE_PAGE)
    await expect(page.locator("main h1")).toHaveText(LIVE_TITLE)
    await expect(page.locator("figure.live-twig")).toHaveCount(count)
    expect(
      await page.evaluate(() => (window as unknown as { __titleWithoutExamples?: boolean }).__titleWithoutExamples),
    ).toBeUndefined()
  })

  test("a client navigation whose editor code fails loads the page afresh, with its examples", async ({
    page,
    shell,
    doc,
    playground: live,
  }) => {
    const count = await examplesInHtml(page)
    await page.route(ISLAND_CHUNK, route => route.abort())
    await shell.open(START)
    await doc.waitForHydration()
    await navigate(page, LIVE_PAGE)
    await expect(page.locator("main h1")).toHaveText(LIVE_TITLE)
    await expect(page.locator("figure.live-twig")).toHaveCount(count)
    await live.show()
    await expect(live.documentedOutput).toContainText("VIP rank")
    await expect(page.getByRole("heading", { name: "This page crashed" })).toHaveCount(0)
  })
})
