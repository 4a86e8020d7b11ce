import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import { readFileSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import { expect, test } from "./fixtures"
import { watchViolations } from "./support/csp"

/**
 * The Try it console of the API pages: opened by a button the page adds when it runs, its code
 * fetched only then; it sends the reader's request to the mock API in the page (under the real
 * Content-Security-Policy, which has no 'unsafe-eval') and its samples spell that request.
 */
const QUEUE_PAGE = "/api/store-commands/get-queue-commands"
const COMPLETE_PAGE = "/api/store-commands/complete-queue-commands"
const CONSOLE_CHUNK = /\/try-it-[0-9a-f]{20}\.js$/

const root = path.resolve(__dirname, "..")
const product = parse(readFileSync(path.join(root, "content/product.yaml"), "utf8")) as {
  facts: { api: { rateLimitPerMinute: number; serverKeyPrefix: string } }
}
const LIMIT = product.facts.api.rateLimitPerMinute
const doc = parse(readFileSync(path.join(root, "content/api/openapi.yaml"), "utf8")) as {
  paths: Record<
    string,
    Record<
      string,
      { responses: Record<string, { content: Record<string, { examples: Record<string, { value: unknown }> }> }> }
    >
  >
}
const documentedQueue = Object.values(
  doc.paths["/server/commands/queue"].get.responses["200"].content["application/json"].examples,
)[0].value

function consoleOf(page: Page) {
  const form = page.getByRole("form", { name: /^Try it:/ })
  const response = page.getByRole("region", { name: "Response" })
  return {
    button: page.getByRole("button", { name: /^Try it: / }),
    form,
    key: form.getByLabel(/server key|Website API key/),
    send: form.getByRole("button", { name: "Send" }),
    status: page.locator(".try-it-status strong"),
    headers: response.locator(".try-it-headers"),
    body: async () => JSON.parse((await response.locator("pre code").textContent()) ?? "null") as unknown,
  }
}

test.describe("Try it console", () => {
  test("loads its code only when opened, and answers with the documented success example", async ({ page, shell }) => {
    const violations = await watchViolations(page)
    const chunks: string[] = []
    page.on("request", request => {
      if (CONSOLE_CHUNK.test(new URL(request.url()).pathname)) chunks.push(request.url())
    })
    await shell.open(QUEUE_PAGE)
    const tryIt = consoleOf(page)
    await expect(tryIt.button).toBeVisible()
    await expect(tryIt.button).toHaveAttribute("aria-expanded", "false")
    expect(chunks).toEqual([])
    await tryIt.button.click()
    await expect(tryIt.form).toBeVisible()
    expect(chunks).toHaveLength(1)
    await tryIt.send.click()
    await expect(tryIt.status).toHaveText("200 OK")
    expect(await tryIt.body()).toEqual(documentedQueue)
    await expect(tryIt.headers).toContainText(`X-RateLimit-Limit: ${LIMIT}`)
    // The policy the host sends: no 'unsafe-eval', and the validators ran without one.
    const policy = (await page.request.get(QUEUE_PAGE)).headers()["content-security-policy"]
    expect(policy).not.toContain("unsafe-eval")
    expect(policy).toMatch(/connect-src 'self'[^;]* https:\/\/api\.questforge\.example[ ;]/)
    expect(violations).toEqual([])
  })

  test("answers 401 without a key and the validation error naming the field", async ({ page, shell }) => {
    const violations = await watchViolations(page)
    await shell.open(COMPLETE_PAGE)
    const tryIt = consoleOf(page)
    await tryIt.button.click()
    await tryIt.key.fill("")
    await tryIt.send.click()
    await expect(tryIt.status).toHaveText("401 Unauthorized")
    expect(await tryIt.body()).toMatchObject({ error: { code: "invalid_key" } })

    await tryIt.key.fill(`${product.facts.api.serverKeyPrefix}console_test`)
    await tryIt.form.getByLabel("Body (JSON)").fill('{ "command_ids": [918273, 0] }')
    await tryIt.send.click()
    await expect(tryIt.status).toHaveText("400 Bad Request")
    expect(await tryIt.body()).toEqual({
      error: {
        code: "validation_failed",
        message: "The request body has 1 invalid field.",
        details: [{ field: "command_ids[1]", message: "Must be 1 or greater." }],
      },
    })
    expect(violations).toEqual([])
  })

  test(`answers 429 with Retry-After once a key sends more than ${LIMIT} requests in a minute`, async ({
    page,
    shell,
  }) => {
    // 121 sends through the real button: on a loaded two-core machine that alone can pass the
    // default 30 s, which says nothing about the console.
    test.setTimeout(90_000)
    await shell.open(QUEUE_PAGE)
    const tryIt = consoleOf(page)
    await tryIt.button.click()
    await tryIt.key.fill(`${product.facts.api.serverKeyPrefix}limit_test`)
    for (let i = 0; i < LIMIT; i++) await tryIt.send.click()
    await expect(tryIt.status).toHaveText("200 OK")
    await expect(tryIt.headers).toContainText("X-RateLimit-Remaining: 0")
    await tryIt.send.click()
    await expect(tryIt.status).toHaveText("429 Too Many Requests")
    await expect(tryIt.headers).toContainText(/Retry-After: \d+/)
    expect(await tryIt.body()).toMatchObject({ error: { code: "rate_limited" } })
  })

  test("the copied curl sample is the request the reader typed", async ({ page, context, shell }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    await shell.open("/api/websites/user-balance")
    const tryIt = consoleOf(page)
    // The page documents two operations, each with its console.
    await expect(tryIt.button).toHaveCount(2)
    await page.getByRole("button", { name: "Try it: Adjust a user's website balance" }).click()
    const form = tryIt.form
    await form.getByLabel("user (path, required)").fill("steam:76561198012345678")
    await form.getByLabel("Idempotency-Key (header, required)").fill("refund-0042")
    await form.getByLabel("Body (JSON)").fill('{"amount": "-2.50", "reason": "Duplicate prize"}')
    const samples = page.locator(".try-it", { has: form })
    await samples.getByRole("tab", { name: "curl", exact: true }).click()
    await samples.locator('[role="tabpanel"]:visible').getByRole("button", { name: "Copy code to clipboard" }).click()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toBe(
      [
        'curl -X POST "https://api.questforge.example/v1/website/users/steam%3A76561198012345678/balance"',
        '  -H "Authorization: Bearer $QF_WEBSITE_KEY"',
        '  -H "Idempotency-Key: refund-0042"',
        '  -H "Content-Type: application/json"',
        `  -d '${JSON.stringify({ amount: "-2.50", reason: "Duplicate prize" }, null, 2)}'`,
      ].join(" \\\n"),
    )
  })

  test("sends to the real API when asked, and refuses a server the policy does not allow", async ({ page, shell }) => {
    const violations = await watchViolations(page)
    const sent: { method: string; key: string | undefined; url: string }[] = []
    // The API itself, answering as a server that allows this origin (CORS) would.
    await page.route("https://api.questforge.example/**", async route => {
      const request = route.request()
      sent.push({ method: request.method(), key: request.headers()["x-server-key"], url: request.url() })
      const cors = {
        "Access-Control-Allow-Origin": new URL(page.url()).origin,
        "Access-Control-Allow-Headers": "X-Server-Key, Content-Type",
        "Access-Control-Expose-Headers": "X-RateLimit-Remaining",
      }
      if (request.method() === "OPTIONS") await route.fulfill({ status: 204, headers: cors })
      else
        await route.fulfill({
          status: 200,
          headers: { ...cors, "Content-Type": "application/json", "X-RateLimit-Remaining": "7" },
          body: JSON.stringify({ commands: [], has_more: false }),
        })
    })
    await shell.open(QUEUE_PAGE)
    const tryIt = consoleOf(page)
    await tryIt.button.click()
    await tryIt.form.getByRole("radio", { name: "A real server" }).check()
    await expect(tryIt.form).toContainText("allows requests from this site (CORS)")
    await tryIt.key.fill(`${product.facts.api.serverKeyPrefix}real_key`)
    await tryIt.send.click()
    await expect(tryIt.status).toHaveText("200 OK")
    await expect(page.locator(".try-it-status")).toHaveText("200 OK from https://api.questforge.example")
    expect(await tryIt.body()).toEqual({ commands: [], has_more: false })
    expect(sent.filter(request => request.method === "GET")).toEqual([
      {
        method: "GET",
        key: `${product.facts.api.serverKeyPrefix}real_key`,
        url: "https://api.questforge.example/v1/server/commands/queue?limit=50",
      },
    ])

    await tryIt.form.getByLabel("Server base URL").fill("https://staging.example.net/v1")
    await expect(tryIt.form).toContainText("lets pages connect only to https://api.questforge.example")
    await expect(tryIt.send).toBeDisabled()
    expect(violations).toEqual([])
  })

  test("says so when its code cannot be fetched, and fetches it again on the next click", async ({ page, shell }) => {
    let offline = true
    await page.route(
      url => CONSOLE_CHUNK.test(url.pathname),
      route => (offline ? route.abort() : route.fallback()),
    )
    await shell.open(QUEUE_PAGE)
    const tryIt = consoleOf(page)
    await tryIt.button.click()
    await expect(page.getByRole("alert")).toHaveText("Try it could not be loaded. Select it to try again.")
    // The samples stay on the page meanwhile.
    await expect(page.getByRole("tab", { name: "curl", exact: true })).toBeVisible()
    offline = false
    await tryIt.button.click()
    await expect(tryIt.form).toBeVisible()
    await expect(page.getByRole("alert")).toHaveCount(0)
  })

  test("without JavaScript the page shows its reference and samples, and no button", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(QUEUE_PAGE)
    await expect(page.getByRole("tab", { name: "curl", exact: true })).toBeVisible()
    await expect(page.locator(".endpoint-samples pre").first()).toContainText("curl -X GET")
    await expect(page.getByRole("button", { name: /Try it/ })).toHaveCount(0)
    await context.close()
  })

  for (const width of [1280, 390]) {
    test(`axe finds nothing with the console closed and open at ${width} px`, async ({ page, shell }) => {
      await page.setViewportSize({ width, height: 900 })
      await shell.open(COMPLETE_PAGE)
      const closed = await new AxeBuilder({ page }).analyze()
      expect(closed.violations.map(v => `${v.id}: ${v.nodes.map(n => n.target).join(" ")}`)).toEqual([])
      const tryIt = consoleOf(page)
      await tryIt.button.click()
      await tryIt.send.click()
      await expect(tryIt.status).toHaveText("200 OK")
      await tryIt.form.getByRole("radio", { name: "A real server" }).check()
      const open = await new AxeBuilder({ page }).analyze()
      expect(open.violations.map(v => `${v.id}: ${v.nodes.map(n => n.target).join(" ")}`)).toEqual([])
    })
  }
})
