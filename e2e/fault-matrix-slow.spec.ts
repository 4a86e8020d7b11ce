import { expect, test } from "./fixtures"
import { FaultRun, failuresOf, runAll, type RunRecord } from "./support/fault-run"

/**
 * The fault matrix's Slow 3G family: Chromium's own network emulation (400 kbit/s each way,
 * 400 ms round trip), so every request of the run is slow, the HTTP cache included. Each run
 * is one reader on one page: the text before the code, a navigation's progress, search while
 * the index downloads, an edit while the live example's runtime downloads.
 */
test.skip(Boolean(process.env.QF_HOSTED_SEARCH), "the matrix runs against the default (embedded index) build")
test.describe.configure({ timeout: 120_000 })

const SLOW = { offline: false, latency: 400, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 }
const LONG = { timeout: 45_000 }

async function slow3g(run: FaultRun): Promise<void> {
  const cdp = await run.context.newCDPSession(run.page)
  await cdp.send("Network.enable")
  await cdp.send("Network.emulateNetworkConditions", SLOW)
}

const interactive = (run: FaultRun) =>
  run.page.waitForFunction(
    () => (window as unknown as { questforgeInteractive?: boolean }).questforgeInteractive === true,
    undefined,
    LONG,
  )

/**
 * Records, from the first byte of the document, whether search ever claimed an answer it did
 * not have ("0 results", "No results for") and whether it said "Searching…".
 */
async function watchSearchScreens(run: FaultRun): Promise<() => Promise<{ zero: string[]; searching: boolean }>> {
  await run.page.addInitScript(() => {
    const seen = { zero: [] as string[], searching: false }
    ;(window as unknown as { __screens: typeof seen }).__screens = seen
    new MutationObserver(() => {
      for (const element of document.querySelectorAll(".search-page-count, .search-screen-help, [role=status], p")) {
        const text = element.textContent ?? ""
        if (/^0 results|No results for/.test(text.trim()) && !seen.zero.includes(text))
          seen.zero.push(text.slice(0, 80))
        if (text.includes("Searching…")) seen.searching = true
      }
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  return () =>
    run.page.evaluate(() => (window as unknown as { __screens: { zero: string[]; searching: boolean } }).__screens)
}

const FLOWS: Record<string, { page: string; flow: (run: FaultRun) => Promise<void> }> = {
  "first load: the text before the scripts": {
    page: "/basic/website-pages",
    flow: async run => {
      await run.page.goto("/basic/website-pages", { waitUntil: "commit" })
      await run.check("hydrates", () => interactive(run))
      // Paint times against the arrival of the page's own code, from the browser's timings.
      const timing = await run.page.evaluate(async () => {
        const lcp = await new Promise<PerformanceEntry & { element?: Element | null }>(resolve =>
          new PerformanceObserver(list => resolve(list.getEntries().at(-1)!)).observe({
            type: "largest-contentful-paint",
            buffered: true,
          }),
        )
        const scripts = performance
          .getEntriesByType("resource")
          .filter(entry => /\/(app|framework)-[0-9a-f]{20}\.js$/.test(new URL(entry.name).pathname))
          .map(entry => (entry as PerformanceResourceTiming).responseEnd)
        return {
          fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
          lcp: lcp.startTime,
          lcpInMain: Boolean(lcp.element?.closest("main")),
          scripts: Math.min(...scripts),
        }
      })
      await run.check("the page's code took its time", async () => expect(timing.scripts).toBeGreaterThan(1000))
      await run.check("text painted before the code arrived", async () =>
        expect(timing.fcp).toBeLessThan(timing.scripts),
      )
      await run.check("the article's largest text painted before the code arrived", async () => {
        expect(timing.lcpInMain).toBe(true)
        expect(timing.lcp).toBeLessThan(timing.scripts)
      })
    },
  },
  "client navigation: progress, then the page": {
    page: "/basic/website-pages",
    flow: async run => {
      await run.page.goto("/basic/website-pages")
      await run.check("hydrates", () => interactive(run))
      // Another template's page, so its code and data both come over the slow link.
      await run.page.evaluate(() =>
        (window as unknown as { ___navigate: (to: string) => void }).___navigate("/category/store"),
      )
      const progress = run.page.locator("#route-progress.visible")
      await run.check("the progress bar shows", () => expect(progress).toBeVisible({ timeout: 5_000 }))
      await run.check("lands on the page", () => expect(run.page.locator("main h1")).toHaveText("Store", LONG))
      await run.check("the progress bar goes", () => expect(progress).toBeHidden())
    },
  },
  "/search: Searching… until the index answers": {
    page: "/search?q=paypal",
    flow: async run => {
      const screens = await watchSearchScreens(run)
      await run.page.goto("/search?q=paypal", { waitUntil: "commit" })
      await run.check("results arrive", () =>
        expect(run.page.locator("#search-page-results").getByRole("link").first()).toBeVisible(LONG),
      )
      const seen = await screens()
      await run.check('"Searching…" shown while the index downloads', async () => expect(seen.searching).toBe(true))
      await run.check('never "0 results" before the answer', async () => expect(seen.zero).toEqual([]))
      await run.check("the count is the answer's", () =>
        expect(run.page.locator(".search-page-count")).toContainText(/^[1-9]\d* results? for “paypal”/),
      )
    },
  },
  "search modal: the typed query kept while the index downloads": {
    page: "/basic/website-pages",
    flow: async run => {
      const screens = await watchSearchScreens(run)
      await run.page.goto("/basic/website-pages")
      await run.check("hydrates", () => interactive(run))
      await run.page.keyboard.press("Control+k")
      const dialog = run.page.getByRole("dialog", { name: "Search the documentation" })
      const box = dialog.getByRole("combobox")
      await run.check("the modal opens to its box", () => expect(box).toBeFocused(LONG))
      // Typed as a reader types, while the index is still on its way.
      await run.page.keyboard.type("pay", { delay: 60 })
      await run.page.waitForTimeout(300)
      await run.page.keyboard.type("pal", { delay: 60 })
      await run.check("the box holds every key", () => expect(box).toHaveValue("paypal"))
      await run.check("results for the whole query", () =>
        expect(dialog.getByRole("option").first()).toContainText(/paypal/i, LONG),
      )
      await run.check("the box still holds the query", () => expect(box).toHaveValue("paypal"))
      // "p" alone has no hits on the site: that answer is true. Every longer prefix of
      // "paypal" has some, so "No results" for one of them is a claim made before the answer.
      const early = (await screens()).zero.filter(text => (/for ["“](.*?)["”]/.exec(text)?.[1].length ?? 9) >= 2)
      await run.check('never "No results" for a query that has some', async () => expect(early).toEqual([]))
      await run.page.keyboard.press("Escape")
    },
  },
  "live example: the edit kept while the runtime downloads": {
    page: "/website-designs/filters/formatting",
    flow: async run => {
      await run.page.goto("/website-designs/filters/formatting", { waitUntil: "commit" })
      const example = run.page.locator("figure.live-twig").first()
      const editor = example.getByLabel("Twig template")
      await run.check("the example is editable", async () => {
        await example.scrollIntoViewIfNeeded(LONG)
        await expect(editor).toBeEditable(LONG)
      })
      await editor.click()
      await run.page.keyboard.press("ControlOrMeta+a")
      await run.page.keyboard.type("{{ 'slow'|upper }}", { delay: 40 })
      await run.check("the edit is kept", () => expect(editor).toHaveValue("{{ 'slow'|upper }}"))
      await run.check("the edit renders once the runtime is there", () =>
        expect(example.frameLocator("iframe").locator("body")).toHaveText("SLOW", LONG),
      )
      await run.check("the edit is still there", () => expect(editor).toHaveValue("{{ 'slow'|upper }}"))
    },
  },
}

test("Slow 3G: text first, progress on navigation, search and edits that wait without losing anything", async ({
  browser,
}) => {
  const records = await runAll(
    test.info(),
    Object.entries(FLOWS).map(([variant, { page, flow }]) => async (): Promise<RunRecord> => {
      const run = await FaultRun.start(browser, { family: "slow 3g", variant, page })
      try {
        await slow3g(run)
        await flow(run)
        await run.usable()
      } catch (error) {
        run.record.failures.push(`run aborted: ${error instanceof Error ? error.message.split("\n")[0] : error}`)
      }
      return run.finish()
    }),
  )
  expect(failuresOf(records)).toEqual([])
})
