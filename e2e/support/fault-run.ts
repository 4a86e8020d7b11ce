import {
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type TestInfo,
} from "@playwright/test"

/**
 * One fault run of e2e/fault-matrix.spec.ts: a fresh browser context (its own storage), the
 * page under test and what the matrix counts. Checks are soft: a failed check is recorded
 * with its name and the run carries on, so one run reports everything that went wrong.
 */
export interface RunRecord {
  family: string
  variant: string
  page: string
  failures: string[]
  /** Calls of the canary: a payload that ran. */
  executions: number
  entriesLost: number
  uncaught: string[]
  /** Times the server under test stopped answering (server families only). */
  crashes?: number
}

export const ATTACHMENT = "fault-matrix-runs"

/** Payloads call this; a call means attacker script ran somewhere in the context. */
export const CANARY = "__pwned"

/** The four page types of the matrix. */
export const PAGE_TYPES = {
  welcome: "/",
  docs: "/basic/website-pages",
  live: "/website-designs/filters/formatting",
  search: "/search?q=paypal",
} as const
export type PageType = keyof typeof PAGE_TYPES

export class FaultRun {
  readonly record: RunRecord
  readonly requests: string[] = []

  private constructor(
    readonly context: BrowserContext,
    readonly page: Page,
    identity: Pick<RunRecord, "family" | "variant" | "page">,
  ) {
    this.record = { ...identity, failures: [], executions: 0, entriesLost: 0, uncaught: [] }
  }

  /** `options`: for a run against a server of its own (its `baseURL`). */
  static async start(
    browser: Browser,
    identity: Pick<RunRecord, "family" | "variant" | "page">,
    width = 1280,
    options: BrowserContextOptions = {},
  ) {
    const context = await browser.newContext({ viewport: { width, height: 800 }, ...options })
    const page = await context.newPage()
    const run = new FaultRun(context, page, identity)
    await context.exposeBinding(CANARY, () => {
      run.record.executions += 1
    })
    page.on("pageerror", error => run.record.uncaught.push(error.message.slice(0, 200)))
    page.on("dialog", dialog => {
      run.record.executions += 1
      void dialog.dismiss()
    })
    page.on("request", request => run.requests.push(new URL(request.url()).pathname))
    return run
  }

  /** Requests so far whose path matches. */
  count(path: RegExp): number {
    return this.requests.filter(p => path.test(p)).length
  }

  async check(name: string, body: () => Promise<unknown>): Promise<boolean> {
    try {
      await body()
      return true
    } catch (error) {
      const message = error instanceof Error ? error.message.split("\n")[0] : String(error)
      this.record.failures.push(`${name}: ${message}`.slice(0, 300))
      return false
    }
  }

  async open(path: string): Promise<void> {
    await this.check("page loads", async () => {
      await this.page.goto(path)
      await this.hydrated()
    })
  }

  hydrated() {
    return this.page.waitForFunction(
      () => (window as unknown as { questforgeInteractive?: boolean }).questforgeInteractive === true,
      undefined,
      { timeout: 15_000 },
    )
  }

  /** Page usable: the navbar and the main content are on screen, and the tab is still on the site. */
  async usable(): Promise<void> {
    await this.check("navbar present", () => expect(this.page.locator("header.navbar")).toBeVisible())
    await this.check("main content visible", () => expect(this.page.locator("main h1").first()).toBeVisible())
    await this.check("tab stays on the site", async () => expect(new URL(this.page.url()).host).toMatch(/^localhost:/))
  }

  /** At most `limit` requests to `path` over `seconds` from now (a loop sends dozens). */
  async bounded(path: RegExp, limit: number, seconds = 2.5): Promise<void> {
    // A negative check: a request loop would show within this window.
    await this.page.waitForTimeout(seconds * 1000)
    const sent = this.count(path)
    await this.check(`requests to ${path.source} bounded`, async () => expect(sent).toBeLessThanOrEqual(limit))
  }

  async finish(): Promise<RunRecord> {
    if (this.record.uncaught.length) this.record.failures.push(`uncaught: ${this.record.uncaught.join(" | ")}`)
    if (this.record.executions) this.record.failures.push(`script executed ${this.record.executions} time(s)`)
    if (this.record.entriesLost) this.record.failures.push(`${this.record.entriesLost} saved entries lost`)
    await this.context.close()
    return this.record
  }
}

/**
 * Runs the runs of one test a few at a time side by side (each in its own context, so their
 * waiting overlaps; more would starve a two-core machine), and attaches their records.
 */
export async function runAll(testInfo: TestInfo, runs: (() => Promise<RunRecord>)[], lanes = 2): Promise<RunRecord[]> {
  const records: RunRecord[] = []
  let next = 0
  const lane = async () => {
    while (next < runs.length) {
      const index = next++
      records[index] = await runs[index]()
    }
  }
  await Promise.all(Array.from({ length: Math.min(lanes, runs.length) }, lane))
  await testInfo.attach(ATTACHMENT, { body: JSON.stringify(records), contentType: "application/json" })
  return records
}

export const failuresOf = (records: RunRecord[]) =>
  records.flatMap(r => r.failures.map(f => `${r.family}/${r.variant} on ${r.page}: ${f}`))
