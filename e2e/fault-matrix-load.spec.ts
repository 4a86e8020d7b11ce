import { loadTargets, runLoad } from "../scripts/bench-load.mjs"
import { expect, test } from "./fixtures"
import { FaultRun, failuresOf, runAll, type RunRecord } from "./support/fault-run"
import { OwnSite } from "./support/own-server"

/**
 * The fault matrix's bounded-load family: 200 requests in flight (at least 5 s) on a server of the
 * run's own, fresh (nothing compressed or read yet), over what readers fetch (pages, page
 * data, scripts, search shards; some on new connections: scripts/bench-load.mjs), while a
 * reader navigates through four page types. The reader's pages work, no request fails, and
 * the server stays up. `npm run bench -- --load` measures the same load for 20 s.
 */
test.skip(Boolean(process.env.QF_HOSTED_SEARCH), "the matrix runs against the default (embedded index) build")
test.describe.configure({ timeout: 90_000 })

const WALK: [string, string | RegExp][] = [
  ["/store/products", "Products"],
  ["/category/store", "Store"],
  ["/website-designs/filters/formatting", /Formatting/],
  ["/search?q=paypal", "Search"],
]

test("bounded load: a reader navigates while 200 requests are in flight", async ({ browser }) => {
  const records = await runAll(test.info(), [
    async (): Promise<RunRecord> => {
      const site = await OwnSite.start()
      const page = "/basic/website-pages"
      const run = await FaultRun.start(browser, { family: "bounded load", variant: "200 in flight", page }, 1280, {
        baseURL: site.origin,
      })
      try {
        const port = Number(new URL(site.origin).port)
        // The load lasts until the reader is done, and at least 5 s.
        const done = new AbortController()
        const load = runLoad({
          port,
          targets: loadTargets(site.dir),
          connections: 200,
          seconds: 60,
          signal: done.signal,
        })
        const started = Date.now()
        await run.open(page)
        for (const [to, title] of WALK) {
          await run.page.evaluate(
            path => (window as unknown as { ___navigate: (p: string) => void }).___navigate(path),
            to,
          )
          await run.check(`lands on ${to}`, () =>
            expect(run.page.locator("main h1")).toHaveText(title, { timeout: 20_000 }),
          )
        }
        await run.check("search answers", () =>
          expect(run.page.locator("#search-page-results").getByRole("link").first()).toBeVisible({ timeout: 20_000 }),
        )
        await new Promise(resolve => setTimeout(resolve, Math.max(0, started + 5000 - Date.now())))
        done.abort()
        const result = await load
        await run.check(`no request failed (${result.errorSamples.slice(0, 3).join("; ")})`, async () =>
          expect(result.errors).toBe(0),
        )
        await run.check("the load ran, kept-alive and new connections", async () => {
          expect(result.byConnection["kept alive"].requests).toBeGreaterThan(1000)
          expect(result.byConnection.new.requests).toBeGreaterThan(50)
        })
        await run.usable()
      } catch (error) {
        run.record.failures.push(`run aborted: ${error instanceof Error ? error.message.split("\n")[0] : error}`)
      } finally {
        if (site.crashed) {
          run.record.crashes = 1
          run.record.failures.push("the server stopped")
        }
        site.stop()
      }
      return run.finish()
    },
  ])
  expect(failuresOf(records)).toEqual([])
})
