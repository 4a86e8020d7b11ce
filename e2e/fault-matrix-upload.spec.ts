import type { Response } from "@playwright/test"
import { expect, test } from "./fixtures"
import { FaultRun, failuresOf, runAll, type RunRecord } from "./support/fault-run"
import { OwnSite } from "./support/own-server"

/**
 * The fault matrix's upload family: a content-hashed script missing for a moment (a deploy
 * still uploading, a rebuild under a running server) and then there, with the browser's real
 * HTTP cache on. Request routing would bypass that cache, so each run has a server of its own
 * over a copy of the site, where the file really is absent. The 404 must never be stored: once
 * the file is back, a reload, a new tab of the same browser and the next navigation all get the
 * working page.
 */
test.skip(Boolean(process.env.QF_HOSTED_SEARCH), "the matrix runs against the default (embedded index) build")
test.describe.configure({ timeout: 120_000 })

type Navigate = (to: string) => void

/** What a variant does while the file is away, and what the reader must get once it is back. */
interface Upload {
  /** The hidden file, by name. */
  file: RegExp
  /** The page the run starts on (with the file present unless `absentFromStart`). */
  start: string
  absentFromStart: boolean
  /** Meets the missing file the way a reader does, and checks what they see meanwhile. */
  meet: (run: FaultRun) => Promise<void>
  /** After the file is back, in the tab that met the 404 (no reload first). */
  recover?: (run: FaultRun) => Promise<void>
  /** The working page, after a reload (`reloaded`) and in a new tab. */
  works: (run: FaultRun, page: FaultRun["page"], reloaded: boolean) => Promise<void>
}

const interactive = (page: FaultRun["page"]) =>
  page.waitForFunction(
    () => (window as unknown as { questforgeInteractive?: boolean }).questforgeInteractive === true,
    undefined,
    { timeout: 15_000 },
  )

const navigate = (run: FaultRun, to: string) =>
  run.page.evaluate(path => (window as unknown as { ___navigate: Navigate }).___navigate(path), to)

const UPLOADS: Record<string, Upload> = {
  "page template, first load": {
    file: /^component---src-templates-doc-page-tsx-.*\.js$/,
    start: "/basic/website-pages",
    absentFromStart: true,
    meet: async run => {
      await run.page.goto("/basic/website-pages")
      // The server's HTML is still the article, with or without its code.
      await run.check("the article is on screen", () => expect(run.page.locator("main h1")).toHaveText("Pages"))
    },
    works: async (run, page) => {
      await run.check("the page becomes interactive", () => interactive(page))
      await run.check("the next navigation lands", async () => {
        await page.evaluate(() => (window as unknown as { ___navigate: Navigate }).___navigate("/store/products"))
        await expect(page.locator("main h1")).toHaveText("Products")
      })
    },
  },
  "page template, client navigation": {
    file: /^component---src-templates-doc-page-tsx-.*\.js$/,
    start: "/category/basic",
    absentFromStart: false,
    meet: async run => {
      await navigate(run, "/basic/website-pages")
      await run.check("the reader is told, or sees the article", () =>
        expect(
          run.page
            .locator("#load-failure")
            .or(run.page.locator("main h1", { hasText: "Pages" }))
            .first(),
        ).toBeVisible({ timeout: 15_000 }),
      )
    },
    works: async (run, page) => {
      await run.check("the page becomes interactive", () => interactive(page))
      await run.check("the next navigation lands", async () => {
        await page.evaluate(() => (window as unknown as { ___navigate: Navigate }).___navigate("/store/products"))
        await expect(page.locator("main h1")).toHaveText("Products")
      })
    },
  },
  "live example runtime": {
    file: /^twig-runtime-.*\.js$/,
    start: "/website-designs/filters/formatting",
    absentFromStart: false,
    meet: async run => {
      const example = run.page.locator("figure.live-twig").first()
      await example.scrollIntoViewIfNeeded()
      await example.getByLabel("Twig template").fill("{{ 'kept'|upper }}")
      await run.check("the example says the runtime could not load", () =>
        expect(example.getByRole("alert")).toContainText("could not be loaded", { timeout: 15_000 }),
      )
    },
    works: async (run, page, reloaded) => {
      const example = page.locator("figure.live-twig").first()
      await example.scrollIntoViewIfNeeded()
      // The draft is the tab's own: a new tab starts from the page's template.
      if (reloaded)
        await run.check("the edited template is kept across the reload", () =>
          expect(example.getByLabel("Twig template")).toHaveValue("{{ 'kept'|upper }}"),
        )
      await run.check("the next edit renders", async () => {
        await example.getByLabel("Twig template").fill("{{ 'back'|upper }}", { timeout: 5_000 })
        await expect(example.frameLocator("iframe").locator("body")).toHaveText("BACK", { timeout: 15_000 })
      })
    },
  },
  "search modal code": {
    file: /^search-modal-.*\.js$/,
    start: "/basic/website-pages",
    absentFromStart: false,
    meet: async run => {
      await run.page.keyboard.press("Control+k")
      await run.check("the reader is told search could not load", () =>
        expect(run.page.getByRole("alertdialog", { name: "Search could not be loaded" })).toBeVisible(),
      )
    },
    recover: async run => {
      const failure = run.page.getByRole("alertdialog", { name: "Search could not be loaded" })
      await run.check("Try again opens search in the same tab", async () => {
        await failure.getByRole("button", { name: "Try again" }).click({ timeout: 5_000 })
        await expect(run.page.getByRole("dialog", { name: "Search the documentation" })).toBeVisible()
      })
      await run.page.keyboard.press("Escape")
    },
    works: async (run, page) => {
      await run.check("the page becomes interactive", () => interactive(page))
      await page.keyboard.press("Control+k")
      const dialog = page.getByRole("dialog", { name: "Search the documentation" })
      await run.check("search answers", async () => {
        await dialog.getByRole("combobox").fill("paypal", { timeout: 5_000 })
        await expect(dialog.getByRole("option").first()).toBeVisible()
      })
    },
  },
}

test("upload: a script missing for a moment is never kept missing by the browser's cache", async ({ browser }) => {
  const records = await runAll(
    test.info(),
    Object.entries(UPLOADS).map(([variant, upload]) => async (): Promise<RunRecord> => {
      const site = await OwnSite.start()
      const run = await FaultRun.start(browser, { family: "upload", variant, page: upload.start }, 1280, {
        baseURL: site.origin,
      })
      const answers: Response[] = []
      run.context.on("response", response => {
        if (upload.file.test(new URL(response.url()).pathname.slice(1))) answers.push(response)
      })
      try {
        let restore = upload.absentFromStart ? site.hide(upload.file) : null
        if (!upload.absentFromStart) {
          await run.open(upload.start)
          restore = site.hide(upload.file)
        }
        await upload.meet(run)
        // The article is on screen before the page's scripts are even asked for: wait for the answer.
        await run.check("the browser was answered 404 for the file", async () =>
          expect.poll(() => answers.map(answer => answer.status()), { timeout: 15_000 }).toContain(404),
        )
        await run.check("no 404 for it may be stored", async () =>
          expect(
            answers.filter(answer => answer.status() !== 200).map(answer => answer.headers()["cache-control"]),
          ).toEqual(answers.filter(answer => answer.status() !== 200).map(() => "no-store")),
        )
        restore!()
        if (upload.recover) await upload.recover(run)
        await run.page.reload()
        await upload.works(run, run.page, true)
        await run.usable()
        const tab = await run.context.newPage()
        await tab.goto(upload.start)
        await upload.works(run, tab, false)
        await run.check("the file came back with 200", async () => expect(answers.at(-1)?.status()).toBe(200))
      } catch (error) {
        run.record.failures.push(`run aborted: ${error instanceof Error ? error.message.split("\n")[0] : error}`)
      } finally {
        if (site.crashed) run.record.crashes = 1
        site.stop()
      }
      return run.finish()
    }),
  )
  expect(failuresOf(records)).toEqual([])
})
