import AxeBuilder from "@axe-core/playwright"
import { expect, test } from "./fixtures"
import { savedSearch } from "./pages/SearchModal"

// The embedded index is the default backend; e2e/hosted-search.spec.ts covers the hosted one.
test.skip(Boolean(process.env.QF_HOSTED_SEARCH), "hosted-mode build: see hosted-search.spec.ts")

const failOnDialog = (page: import("@playwright/test").Page) =>
  page.on("dialog", dialog => {
    throw new Error(`An injected script opened a dialog: ${dialog.message()}`)
  })

test.describe("opening and closing the search modal", () => {
  test("Ctrl+K opens it with the input focused; Escape closes it and returns focus", async ({
    page,
    shell,
    search,
  }) => {
    await shell.open("/store/products")
    const link = page.locator("article a").first()
    await link.focus()
    await search.openWithShortcut()
    await page.keyboard.press("Escape")
    await expect(search.dialog).toBeHidden()
    await expect(link).toBeFocused()
  })

  test("Cmd+K and the slash key open it too, but not while typing in a field", async ({ page, shell, search }) => {
    await shell.open("/")
    await page.keyboard.press("Meta+k")
    await expect(search.input).toBeFocused()
    await page.keyboard.press("Escape")
    await page.keyboard.press("/")
    await expect(search.input).toBeFocused()
    await expect(search.input).toHaveValue("")
    await page.keyboard.press("Escape")
    await shell.open("/search")
    await search.pageInput.fill("a/b")
    await expect(search.pageInput).toHaveValue("a/b")
    await expect(search.dialog).toBeHidden()
  })

  test("the navbar button opens it, and Tab stays inside while it is open", async ({ page, shell, search }) => {
    await shell.open("/")
    await search.button.click()
    await expect(search.input).toBeFocused()
    for (let i = 0; i < 6; i += 1) await page.keyboard.press("Tab")
    await shell.expectFocusInside('[role="dialog"]')
    await search.dialog.getByRole("button", { name: "Cancel" }).click()
    await expect(search.dialog).toBeHidden()
  })

  test("the index is downloaded only when search is about to be used", async ({ page, shell, search }) => {
    const indexRequests: string[] = []
    page.on("request", request => {
      if (request.url().endsWith("/search-index.json")) indexRequests.push(request.url())
    })
    await shell.open("/store/products")
    // A negative check: everything the page fetches by itself must have been requested first.
    await page.waitForLoadState("networkidle")
    expect(indexRequests).toEqual([])
    await search.button.hover()
    await expect.poll(() => indexRequests.length).toBe(1)
  })

  test("'See all results' stays where it is while results arrive, so a click on it lands", async ({
    page,
    shell,
    search,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await shell.open("/store/products")
    await search.openWithShortcut()
    // A query with no results shows a short screen; results fill the modal.
    await search.input.fill("qqzzxx")
    await expect(search.dialog).toContainText("No results")
    const link = search.dialog.getByRole("link", { name: /See all results/ })
    const before = await link.boundingBox()
    await search.input.fill("paypal")
    await expect(search.options.first()).toBeVisible()
    const after = await link.boundingBox()
    expect(after?.y).toBe(before?.y)
  })
})

test.describe("results", () => {
  test("the input accepts at most 64 characters", async ({ shell, search }) => {
    await shell.open("/")
    await search.openWithShortcut()
    await search.input.pressSequentially("x".repeat(70))
    await expect(search.input).toHaveValue("x".repeat(64))
  })

  test("hits are grouped by section with their path, highlighted words and a snippet of at most 10 words", async ({
    shell,
    search,
  }) => {
    await shell.open("/")
    await search.search("paypal")
    await expect(search.options.first()).toContainText("PayPal")
    await expect(search.groupTitles.first()).toHaveText("Store")
    await expect(search.options.first().locator("mark").first()).toHaveText(/paypal/i)
    await expect(search.options.first().locator(".search-hit-path")).not.toBeEmpty()
    const words = await search.snippetWordCounts()
    expect(words.length).toBeGreaterThan(0)
    expect(Math.max(...words)).toBeLessThanOrEqual(10)
  })

  test("every snippet shows the searched word, and words the query ignores are not marked", async ({
    shell,
    search,
  }) => {
    await shell.open("/")
    await search.search("how do players get luckperms")
    await expect(search.snippets.first()).toBeVisible()
    for (const snippet of await search.snippets.all()) await expect(snippet.locator("mark").first()).toBeVisible()
    const marked = await search.dialog.locator("mark").allTextContents()
    expect(marked.map(word => word.toLowerCase()).filter(word => ["how", "do", "get"].includes(word))).toEqual([])
  })

  test("the same heading on several pages names its page", async ({ shell, search }) => {
    await shell.open("/search?q=how discounts combine")
    const titles = search.pageResults.locator(".search-hit-title").filter({ hasText: /^How discounts combine/ })
    await expect(titles.first()).toBeVisible()
    const texts = await titles.allTextContents()
    expect(texts.length).toBeGreaterThan(1)
    expect(new Set(texts).size).toBe(texts.length)
    expect(texts).toContain("How discounts combine · Coupons")
  })

  test("snippets shrink to 5 words on a narrow screen", async ({ page, shell, search }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await shell.open("/")
    await search.search("commands queue")
    await expect(search.snippets.first()).toBeVisible()
    expect(Math.max(...(await search.snippetWordCounts()))).toBeLessThanOrEqual(5)
  })

  test("a one-letter typo still finds the page, and the API section ranks first on API pages", async ({
    shell,
    search,
  }) => {
    await shell.open("/api/websites/user")
    await search.search("paypla")
    await expect(search.options.first()).toContainText("PayPal")
    await search.input.fill("balance")
    await expect(search.groupTitles.first()).toHaveText("API")
  })

  test("arrow keys move the selection, Enter opens the hit and the search becomes a recent one", async ({
    page,
    shell,
    search,
  }) => {
    await shell.open("/")
    await search.search("stripe")
    await expect(await search.selected()).toHaveCount(1)
    const first = await (await search.selected()).getAttribute("id")
    await page.keyboard.press("ArrowDown")
    const second = await (await search.selected()).getAttribute("id")
    expect(second).not.toBe(first)
    await page.keyboard.press("ArrowUp")
    await expect(await search.selected()).toHaveAttribute("id", first!)
    const href = await (await search.selected()).getAttribute("href")
    await page.keyboard.press("Enter")
    await expect(search.dialog).toBeHidden()
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`))
    await search.openWithShortcut()
    await expect(search.dialog.getByText("Searched for “stripe”")).toBeVisible()
  })

  test("a heading hit opens its section with the keyboard focus on the heading, so Tab continues there", async ({
    page,
    shell,
    search,
  }) => {
    await shell.open("/")
    await search.search("rotate the server key")
    const hit = search.dialog.locator('[role="option"][href*="#rotate-the-server-key"]').first()
    await expect(hit).toBeVisible()
    await hit.click()
    await expect(page).toHaveURL(/\/integrations\/servers\/connect-questforge-plugin#rotate-the-server-key$/)
    const heading = page.locator("#rotate-the-server-key")
    await expect(heading).toBeFocused()
    await expect(heading).toBeInViewport()
    // The next stop is in the section (its anchor link), not "Skip to main content".
    await page.keyboard.press("Tab")
    expect(await page.evaluate(() => document.activeElement?.closest("#main-content") !== null)).toBe(true)
  })

  test("the page opened from a hit marks the searched words in its text, not in code, for that visit only", async ({
    page,
    shell,
    search,
  }) => {
    await shell.open("/")
    await search.search("paypal")
    await expect(search.options.first()).toContainText("PayPal")
    await page.keyboard.press("Enter")
    await expect(search.dialog).toBeHidden()
    const marks = page.locator("article mark.search-term")
    await expect(marks.first()).toBeVisible()
    await expect(marks.first()).toHaveText(/^paypal/i)
    await expect(page.locator("article :is(pre, code) mark.search-term")).toHaveCount(0)
    await expect(page).not.toHaveURL(/highlight/)
    await page.reload()
    await page.waitForFunction(
      () => (window as unknown as { questforgeInteractive?: boolean }).questforgeInteractive === true,
    )
    await expect(marks).toHaveCount(0)
  })

  test("Ctrl+Enter opens the hit in a new tab and keeps the modal", async ({ page, context, shell, search }) => {
    await shell.open("/")
    await search.search("discord notifications")
    await expect(search.options.first()).toBeVisible()
    const [tab] = await Promise.all([context.waitForEvent("page"), page.keyboard.press("Control+Enter")])
    await tab.waitForLoadState()
    expect(new URL(tab.url()).pathname).toContain("/integrations/discord/")
    await expect(search.dialog).toBeVisible()
  })
})

test.describe("screens", () => {
  test("no results: the query, at most three suggestions that search, and a report link", async ({ shell, search }) => {
    await shell.open("/")
    await search.search("qwxzvk")
    await expect(search.dialog).toContainText('No results for "qwxzvk"')
    await expect(search.dialog).toContainText("Try searching for")
    const suggestions = search.dialog.locator(".search-suggestions button")
    expect(await suggestions.count()).toBeGreaterThan(0)
    expect(await suggestions.count()).toBeLessThanOrEqual(3)
    const report = search.dialog.getByRole("link", { name: "Let us know." })
    await expect(search.dialog).toContainText("Believe this query should return results? Let us know.")
    await expect(report).toHaveAttribute("href", /issues\/new\?title=Search%3A%20no%20results%20for%20%22qwxzvk%22$/)
    const suggestion = (await suggestions.first().textContent())!
    await suggestions.first().click()
    await expect(search.input).toHaveValue(suggestion)
    await expect(search.options.first()).toBeVisible()
  })

  for (const fault of ["status 500", "refused connection", "truncated file", "empty object"] as const) {
    test(`an index outage on /search (${fault}) shows a steady error and never becomes a request loop`, async ({
      page,
      shell,
    }) => {
      let requests = 0
      await page.route("**/search-index.json", async route => {
        requests += 1
        if (fault === "status 500") return route.fulfill({ status: 500, body: "down" })
        if (fault === "refused connection") return route.abort("connectionrefused")
        return route.fulfill({ status: 200, body: fault === "truncated file" ? '{"synonyms":{"equ' : "{}" })
      })
      const errors: string[] = []
      page.on("pageerror", error => errors.push(error.message))
      await shell.open("/search?q=paypal")
      await expect(page.getByRole("alert")).toContainText("Unable to fetch results")
      // A negative check: a loop would send dozens of requests within this window.
      await page.waitForTimeout(1500)
      await expect(page.getByRole("alert")).toContainText("Unable to fetch results")
      expect(requests).toBeLessThanOrEqual(2)
      expect(errors).toEqual([])
    })
  }

  test("an unreachable index shows the error screen", async ({ page, shell, search }) => {
    await page.route("**/search-index.json", route => route.abort("connectionrefused"))
    await shell.open("/")
    await search.search("paypal")
    await expect(search.dialog.getByRole("alert")).toContainText("Unable to fetch results")
    await expect(search.dialog).toContainText("You might want to check your network connection.")
  })

  for (const [piece, pattern] of [
    ["a missing postings shard", "**/search-shards/*/p-*.json"],
    ["a damaged document shard", "**/search-shards/*/r-*.json"],
  ] as const) {
    test(`${piece} shows the error screen, and search works again once it is back`, async ({ page, shell, search }) => {
      let broken = true
      await page.route(pattern, route => {
        if (!broken) return route.continue()
        return pattern.includes("/p-")
          ? route.fulfill({ status: 404, body: "not found" })
          : route.fulfill({ status: 200, body: '[{"u":' })
      })
      await shell.open("/")
      await search.search("paypal")
      await expect(search.dialog.getByRole("alert")).toContainText("Unable to fetch results")
      await expect(search.dialog).toContainText("You might want to check your network connection.")
      broken = false
      // The failed piece is asked for again after a short wait, by the next query typed.
      let typed = 0
      await expect(async () => {
        await search.input.fill(typed++ % 2 ? "paypal" : "paypal ")
        await expect(search.options.first()).toContainText("PayPal", { timeout: 1000 })
      }).toPass({ timeout: 15_000 })
    })
  }

  test("a search worker that cannot load shows the error screen, and the next query starts a new one", async ({
    page,
    shell,
    search,
  }) => {
    await page.route("**/search-worker.js", route => route.fulfill({ status: 404, body: "not found" }))
    await shell.open("/")
    await search.search("paypal")
    await expect(search.dialog.getByRole("alert")).toContainText("Unable to fetch results")
    await page.unroute("**/search-worker.js")
    await search.input.fill("paypal ")
    await expect(search.options.first()).toContainText("PayPal")
  })

  test("search code that cannot load: the page stays, a message and Try again show, and retrying opens search", async ({
    page,
    shell,
    search,
  }) => {
    const errors: string[] = []
    page.on("pageerror", error => errors.push(error.message))
    // The browser logs each failed request itself; only errors from the site's code count.
    page.on("console", message => {
      if (message.type() === "error" && !/Failed to load resource|net::ERR_/.test(message.text()))
        errors.push(message.text())
    })
    await shell.open("/store/products")
    const heading = await page.locator("h1").first().textContent()
    await page.evaluate(() => ((window as unknown as { stillThisPage?: boolean }).stillThisPage = true))
    // Offline from now on for code: the modal's lazy chunk (and anything it needs) fails.
    let refused = 0
    await page.route("**/*.js", route => {
      refused += 1
      return route.abort("internetdisconnected")
    })
    await page.keyboard.press("Control+k")
    const failure = page.getByRole("alertdialog", { name: "Search could not be loaded" })
    await expect(failure).toBeVisible()
    await expect(failure).toContainText("Unable to fetch results")
    await expect(failure).toContainText("You might want to check your network connection.")
    const retry = failure.getByRole("button", { name: "Try again" })
    await expect(retry).toBeFocused()
    const before = refused
    await retry.click()
    await expect.poll(() => refused).toBeGreaterThan(before)
    await expect(failure).toBeVisible()
    await expect(retry).toBeEnabled()
    await expect(page).toHaveURL(/\/store\/products$/)
    await expect(page.locator("h1").first()).toHaveText(heading!)
    await expect(shell.loadFailure).toHaveCount(0)
    expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true)
    // Back online: Try again loads the modal.
    await page.unroute("**/*.js")
    await retry.click()
    await expect(search.input).toBeFocused()
    await search.input.fill("paypal")
    await expect(search.options.first()).toContainText("PayPal")
    expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true)
    expect(errors).toEqual([])
  })

  test("search code that cannot load: Escape closes the message and returns focus", async ({ page, shell, search }) => {
    await shell.open("/")
    await page.route("**/*.js", route => route.abort("internetdisconnected"))
    await search.button.focus()
    await page.keyboard.press("Enter")
    const failure = page.getByRole("alertdialog", { name: "Search could not be loaded" })
    await expect(failure).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(failure).toBeHidden()
    await expect(search.button).toBeFocused()
  })

  test("a slow index shows the stalled indicator, then the results", async ({ page, shell, search }) => {
    await page.route("**/search-index.json", async route => {
      const response = await route.fetch()
      // The server's latency being simulated, not a wait in the test.
      await new Promise(resolve => setTimeout(resolve, 1500))
      await route.fulfill({ response })
    })
    await shell.open("/")
    await search.search("paypal")
    await expect(search.dialog.getByText("Searching…")).toBeVisible()
    await expect(search.options.first()).toContainText("PayPal", { timeout: 10_000 })
    await expect(search.dialog.getByText("Searching…")).toBeHidden()
  })
})

test.describe("start screen: recent and favourite searches", () => {
  test("shows at most 7 recent searches", async ({ shell, search }) => {
    await search.seedStorage({ "search-recent": JSON.stringify(Array.from({ length: 9 }, (_, i) => savedSearch(i))) })
    await shell.open("/")
    await search.openWithShortcut()
    await expect(search.options).toHaveCount(7)
    await expect(search.options.first()).toContainText("Result 0")
  })

  test("shows 4 recent searches when favourites exist, and at most 10 favourites", async ({ shell, search }) => {
    await search.seedStorage({
      "search-recent": JSON.stringify(Array.from({ length: 9 }, (_, i) => savedSearch(i))),
      "search-favourites": JSON.stringify(Array.from({ length: 12 }, (_, i) => savedSearch(100 + i))),
    })
    await shell.open("/")
    await search.openWithShortcut()
    await expect(search.dialog.getByRole("group", { name: "Recent" }).getByRole("option")).toHaveCount(4)
    await expect(search.dialog.getByRole("group", { name: "Favourites" }).getByRole("option")).toHaveCount(10)
  })

  test("a recent search can be saved as favourite, and either can be removed; the choice survives a reload", async ({
    page,
    shell,
    search,
  }) => {
    await page.addInitScript(
      entries => {
        if (!window.sessionStorage.getItem("seeded")) {
          window.localStorage.setItem("search-recent", entries)
          window.sessionStorage.setItem("seeded", "1")
        }
      },
      JSON.stringify([savedSearch(1), savedSearch(2)]),
    )
    await shell.open("/")
    await search.openWithShortcut()
    await search.dialog.getByRole("button", { name: "Save “query 1” as favourite" }).click()
    await expect(search.dialog.getByRole("group", { name: "Favourites" })).toContainText("Result 1")
    await search.dialog.getByRole("button", { name: "Remove “query 2” from recent searches" }).click()
    await expect(search.dialog.getByRole("group", { name: "Recent" })).toHaveCount(0)
    await page.reload()
    await page.waitForFunction(
      () => (window as unknown as { questforgeInteractive?: boolean }).questforgeInteractive === true,
    )
    await search.openWithShortcut()
    await expect(search.options).toHaveCount(1)
    await search.dialog.getByRole("button", { name: "Remove “query 1” from favourites" }).click()
    await expect(search.options).toHaveCount(0)
    expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem("search-favourites") ?? "null"))).toEqual(
      [],
    )
  })

  test("Enter on a saved search opens the page it led to", async ({ page, shell, search }) => {
    await search.seedStorage({
      "search-recent": JSON.stringify([{ query: "paypal", url: "/store/payment-methods/paypal", label: "PayPal" }]),
    })
    await shell.open("/")
    await search.openWithShortcut()
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/\/store\/payment-methods\/paypal$/)
  })

  test("a saved search whose URL is script or another site is never shown, so nothing runs and the tab stays", async ({
    page,
    shell,
    search,
  }) => {
    failOnDialog(page)
    const hostile = [
      "javascript:window.__xss=1",
      "JaVaScRiPt:window.__xss=1",
      "//evil.example/x",
      "data:text/html,<script>window.__xss=1</script>",
    ]
    await search.seedStorage({
      "search-recent": JSON.stringify([
        ...hostile.map((url, i) => ({ query: `evil ${i}`, url, label: "Evil" })),
        { query: "paypal", url: "/store/payment-methods/paypal", label: "PayPal" },
      ]),
      "search-favourites": JSON.stringify([{ query: "evil fav", url: "javascript:window.__xss=1", label: "Evil" }]),
    })
    await shell.open("/")
    await search.openWithShortcut()
    await expect(search.options).toHaveCount(1)
    await expect(search.options.first()).toHaveAttribute("href", "/store/payment-methods/paypal")
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/\/store\/payment-methods\/paypal$/)
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
  })

  for (const [name, value] of [
    ["not JSON", "{oops"],
    ["an object", '{"query":"x"}'],
    ["foreign entries", '[{"q":1},"text",null,{"query":"ok","url":"/","label":"Welcome"}]'],
  ]) {
    test(`a stored value that is ${name} is ignored without breaking the modal`, async ({ page, shell, search }) => {
      const errors: string[] = []
      page.on("pageerror", error => errors.push(error.message))
      await search.seedStorage({ "search-recent": value, "search-favourites": value })
      await shell.open("/")
      await search.search("stripe")
      await expect(search.options.first()).toBeVisible()
      expect(errors).toEqual([])
    })
  }

  test("blocked storage: search still works and nothing is remembered", async ({ page, shell, search }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get: () => {
          throw new DOMException("blocked", "SecurityError")
        },
      })
    })
    const errors: string[] = []
    page.on("pageerror", error => errors.push(error.message))
    await shell.open("/")
    await search.search("stripe")
    await expect(search.options.first()).toBeVisible()
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/stripe/)
    await search.openWithShortcut()
    await expect(search.options).toHaveCount(0)
    expect(errors).toEqual([])
  })
})

test.describe("the /search page", () => {
  test("'See all results' leads to /search?q= with the same results, 20 a page, and paging", async ({
    page,
    shell,
    search,
  }) => {
    await shell.open("/")
    await search.search("server")
    await search.dialog.getByRole("link", { name: /See all results/ }).click()
    await expect(page).toHaveURL(/\/search\?q=server$/)
    await expect(search.pageInput).toHaveValue("server")
    await expect(search.pageResults).toHaveCount(20)
    await expect(page.getByRole("status").filter({ hasText: "results for" })).toContainText("page 1 of")
    const firstPage = await search.pageResults.first().getAttribute("href")
    await page.getByRole("button", { name: "Page 2" }).click()
    await expect(page).toHaveURL(/\/search\?q=server&page=2$/)
    await expect(search.pageResults.first()).not.toHaveAttribute("href", firstPage!)
  })

  test("a direct load reads q, and typing keeps the URL in step", async ({ page, shell, search }) => {
    await shell.open("/search?q=stripe")
    await expect(search.pageResults.first()).toContainText("Stripe")
    await search.pageInput.fill("discord oauth2")
    await expect(page).toHaveURL(/\/search\?q=discord\+oauth2$/)
    await expect(search.pageResults.first()).toContainText(/OAuth2|Discord/i)
  })

  test("results code that cannot load: the page says so and Try again shows the results", async ({
    page,
    shell,
    search,
  }) => {
    // The results' code is a chunk of its own, loaded after the page hydrates.
    await page.route(/\/search-results-[^/]*\.js$/, route => route.abort("internetdisconnected"))
    await shell.open("/search?q=stripe")
    const main = page.locator("main")
    await expect(main.getByRole("alert")).toContainText("Unable to fetch results")
    await page.unroute(/\/search-results-[^/]*\.js$/)
    await main.getByRole("button", { name: "Try again" }).click()
    await expect(search.pageResults.first()).toContainText("Stripe")
    await expect(main.getByRole("alert")).toHaveCount(0)
  })

  test("client navigation to /search?q= shows that query", async ({ shell, search }) => {
    await shell.open("/store/products")
    await shell.navigate("/search?q=coupons")
    await expect(search.pageInput).toHaveValue("coupons")
    await expect(search.pageResults.first()).toContainText(/coupon/i)
  })

  test("'See all results' from /search shows the new query's results, and Back shows the old ones", async ({
    page,
    shell,
    search,
  }) => {
    const count = page.getByRole("status").filter({ hasText: "for “" })
    await shell.open("/search?q=steam")
    await expect(search.pageResults.first()).toContainText(/steam/i)
    await search.search("paypal")
    await search.dialog.getByRole("link", { name: /See all results/ }).click()
    await expect(page).toHaveURL(/\/search\?q=paypal$/)
    await expect(search.pageInput).toHaveValue("paypal")
    await expect(count).toContainText("for “paypal”")
    await expect(search.pageResults.first()).toContainText(/paypal/i)
    await expect(search.pageResults.filter({ hasText: /paypal/i }).first()).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/\/search\?q=steam$/)
    await expect(search.pageInput).toHaveValue("steam")
    await expect(count).toContainText("for “steam”")
    await expect(search.pageResults.first()).toContainText(/steam/i)
  })

  for (const requested of ["/search?q=server&page=500", "/search?q=paypal&page=99999999"]) {
    test(`a page past the last one shows the last page and corrects the URL: ${requested}`, async ({
      page,
      shell,
      search,
    }) => {
      await shell.open(requested)
      const count = page.getByRole("status").filter({ hasText: "for “" })
      await expect(count).toBeVisible()
      await expect(search.pageResults.first()).toBeVisible()
      const text = (await count.textContent()) ?? ""
      const paging = /page (\d+) of (\d+)/.exec(text)
      // One page of results has no page number, and the URL then has none either.
      if (!paging) {
        await expect(page).toHaveURL(/\/search\?q=[^&]+$/)
        return
      }
      expect(paging[1]).toBe(paging[2])
      await expect(page).toHaveURL(new RegExp(`[?&]page=${paging[2]}$`))
      await expect(page.getByRole("button", { name: `Page ${paging[2]}` })).toHaveAttribute("aria-current", "page")
    })
  }
})

test.describe("the /search page: keyboard and order", () => {
  test("Tab and ↓ reach the results from the input, ↑/↓ move between them and Enter opens one", async ({
    page,
    shell,
    search,
  }) => {
    await shell.open("/search?q=vouchers")
    await expect(search.pageResults.first()).toBeVisible()
    await search.pageInput.focus()
    await page.keyboard.press("Tab")
    await expect(search.pageResults.first()).toBeFocused()
    await search.pageInput.focus()
    await page.keyboard.press("ArrowDown")
    await expect(search.pageResults.first()).toBeFocused()
    await page.keyboard.press("ArrowDown")
    await expect(search.pageResults.nth(1)).toBeFocused()
    await page.keyboard.press("ArrowUp")
    await page.keyboard.press("ArrowUp")
    await expect(search.pageInput).toBeFocused()
    await page.keyboard.press("ArrowDown")
    const href = await search.pageResults.first().getAttribute("href")
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.?#]/g, "\\$&")}$`))
  })

  test("results are listed by relevance, each naming its section, for a question a reader types", async ({
    shell,
    search,
  }) => {
    await shell.open(`/search?q=${encodeURIComponent("how can players get their rank after buying")}`)
    await expect(search.pageResults.first()).toBeVisible()
    const firstThree = await search.pageResults.evaluateAll(links =>
      links.slice(0, 3).map(a => a.getAttribute("href")?.replace(/#.*$/, "")),
    )
    // The pages that answer it: the product's commands, or the first sale that walks through one.
    expect(firstThree.filter(href => href === "/store/products" || href === "/store/your-first-sale")).not.toEqual([])
    // Listed by relevance rather than grouped, each hit names its section first.
    await expect(search.pageResults.first().locator(".search-hit-path")).toHaveText(
      /^(Docs|API|Store|Integrations|Basic|Website settings|Website modules|Website designs)( ›|$)/,
    )
  })
})

test.describe("safety: the query is shown as text everywhere", () => {
  const payloads = [
    "<script>window.__xss=1</script>",
    '<img src=x onerror="window.__xss=1">',
    '"><svg onload=window.__xss=1>',
  ]

  for (const payload of payloads) {
    test(`typed into the modal: ${payload}`, async ({ page, shell, search }) => {
      failOnDialog(page)
      await shell.open("/")
      await search.search(payload)
      await expect(search.dialog.locator(".search-no-results, .search-results").first()).toBeVisible()
      expect(await search.dialog.locator("img, script, svg:not([aria-hidden])").count()).toBe(0)
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
    })

    test(`given as ?q= to /search: ${payload}`, async ({ page, shell, search }) => {
      failOnDialog(page)
      await shell.open(`/search?q=${encodeURIComponent(payload)}`)
      await expect(search.pageInput).toHaveValue(payload.slice(0, 64))
      await expect(page.locator(".search-page-results")).toContainText(/results? for|No results for/)
      expect(await page.locator(".search-page img, .search-page script, .search-page svg").count()).toBe(0)
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
    })
  }
})

test.describe("accessibility", () => {
  test("the modal with results and the /search page pass axe", async ({ page, shell, search }) => {
    await shell.open("/")
    await search.search("paypal")
    await expect(search.options.first()).toBeVisible()
    const modal = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
    expect(modal.violations).toEqual([])
    await page.keyboard.press("Escape")
    await shell.open("/search?q=paypal")
    await expect(search.pageResults.first()).toBeVisible()
    const results = await new AxeBuilder({ page }).analyze()
    expect(results.violations).toEqual([])
  })
})
