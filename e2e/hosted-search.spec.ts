import { readdirSync, readFileSync, statSync } from "node:fs"
import path from "node:path"
import { expect, test } from "./fixtures"

/**
 * Hosted search mode. `npm test` runs this file against a second build made with the
 * GATSBY_ALGOLIA_* and ALGOLIA_* settings pointing at scripts/fake-search-service.mjs, a
 * local server speaking the hosted service's REST shape (the real one is unreachable here).
 * The build published its records there through gatsby-plugin-algolia.
 */
const hosted = process.env.QF_HOSTED_SEARCH === "1"
test.skip(!hosted, "runs in npm test's hosted-search phase (needs the hosted build and the fake service)")
test.describe.configure({ mode: "serial" })

const service = `http://${process.env.GATSBY_ALGOLIA_HOSTS ?? "127.0.0.1:9312"}`
const control = (body: object) => fetch(`${service}/__control`, { method: "POST", body: JSON.stringify(body) })

test.afterEach(async () => {
  await control({ mode: "ok" })
})

test("the build published every record with the filter settings, using the admin key only", async () => {
  const state = (await (await fetch(`${service}/__state`)).json()) as {
    index: string
    records: number
    settings: { attributesForFaceting: string[] }
    keys: { write: string[] }
  }
  expect(state.index).toBe(process.env.ALGOLIA_INDEX_NAME)
  expect(state.records).toBeGreaterThan(1000)
  expect(state.settings.attributesForFaceting).toEqual(["language", "docTag"])
  expect(state.keys.write).toEqual([process.env.ALGOLIA_ADMIN_KEY])
})

test("the build published the relevance settings and the synonyms the embedded index uses", async () => {
  const state = (await (await fetch(`${service}/__state`)).json()) as {
    settings: Record<string, unknown>
    synonyms: { objectID: string; type: string; synonyms: string[]; input?: string }[]
  }
  // Same rules as the embedded engine: every word tried, none required; typo lengths; whole identifiers; one hit per heading.
  expect(state.settings).toMatchObject({
    removeWordsIfNoResults: "allOptional",
    removeStopWords: ["en"],
    ignorePlurals: ["en"],
    minWordSizefor1Typo: 4,
    minWordSizefor2Typos: 8,
    disableTypoToleranceOnNumbers: true,
    separatorsToIndex: "._-",
    distinct: true,
    attributeForDistinct: "url",
    customRanking: ["asc(weight)"],
  })
  // content/search-synonyms.yaml, both kinds of rule.
  expect(state.synonyms.length).toBeGreaterThan(20)
  expect(state.synonyms).toContainEqual(
    expect.objectContaining({ type: "synonym", synonyms: expect.arrayContaining(["voucher", "gift card"]) }),
  )
  expect(state.synonyms).toContainEqual(expect.objectContaining({ type: "oneWaySynonym", input: "donate" }))
})

test("results come from the hosted service, queried with the search-only key", async ({ page, shell, search }) => {
  const queries: { url: string; body: string | null; headers: Record<string, string> }[] = []
  const indexDownloads: string[] = []
  page.on("request", request => {
    if (request.url().includes("/1/indexes/*/queries"))
      queries.push({ url: request.url(), body: request.postData(), headers: request.headers() })
    if (request.url().endsWith("/search-index.json")) indexDownloads.push(request.url())
  })
  await shell.open("/api/websites/user")
  await search.search("paypal")
  await expect(search.options.first()).toContainText("PayPal")
  await expect(search.options.first().locator("mark").first()).toHaveText(/paypal/i)
  expect(indexDownloads).toEqual([])
  const last = queries.at(-1)!
  const sent = JSON.stringify(last)
  expect(sent).toContain(process.env.GATSBY_ALGOLIA_SEARCH_KEY!)
  expect(sent).not.toContain(process.env.ALGOLIA_ADMIN_KEY!)
  // Filtered by language and doc tag; contextual search ranks the reader's section (API) first.
  expect(last.body).toContain("language:en")
  expect(last.body).toContain("docTag:docs")
  expect(last.body).toContain("docTag:api")
  expect(last.body).toMatch(/optionalFilters.{0,10}docTag(%3A|:)api/)
})

test("the service down shows the error screen", async ({ shell, search }) => {
  await control({ mode: "down" })
  await shell.open("/")
  await search.search("stripe")
  await expect(search.dialog.getByRole("alert")).toContainText("Unable to fetch results", { timeout: 15_000 })
  await expect(search.dialog).toContainText("You might want to check your network connection.")
})

test("a slow service shows the stalled indicator, then the results", async ({ shell, search }) => {
  await control({ mode: "slow", delayMs: 1200 })
  await shell.open("/")
  await search.search("stripe")
  await expect(search.dialog.getByText("Searching…")).toBeVisible()
  await expect(search.options.first()).toContainText("Stripe", { timeout: 10_000 })
})

test("a healthy service that answers after 1.5 s is not reported as unreachable", async ({ shell, search }) => {
  await control({ mode: "late", delayMs: 1500 })
  await shell.open("/")
  await search.search("stripe")
  await expect(search.options.first()).toContainText("Stripe", { timeout: 10_000 })
  await expect(search.dialog.getByRole("alert")).toHaveCount(0)
})

test("the /search page pages through hosted results", async ({ page, shell, search }) => {
  await shell.open("/search?q=server")
  await expect(search.pageResults).toHaveCount(20)
  await page.getByRole("button", { name: "Page 2" }).click()
  await expect(page).toHaveURL(/page=2$/)
})

test("the admin key is nowhere in the built site", () => {
  const key = process.env.ALGOLIA_ADMIN_KEY!
  const files: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name)
      if (statSync(full).isDirectory()) walk(full)
      else files.push(full)
    }
  }
  walk(path.resolve("public"))
  expect(files.length).toBeGreaterThan(100)
  const leaks = files.filter(file => readFileSync(file).includes(key))
  expect(leaks).toEqual([])
  // The search-only key is meant to be public, and is: the browser needs it.
  expect(
    files.some(file => file.endsWith(".js") && readFileSync(file).includes(process.env.GATSBY_ALGOLIA_SEARCH_KEY!)),
  ).toBe(true)
})
