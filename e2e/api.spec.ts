import AxeBuilder from "@axe-core/playwright"
import { readFileSync } from "node:fs"
import path from "node:path"
import { expect, test } from "./fixtures"
import { parse } from "yaml"

interface Op {
  operationId: string
  "x-docs-route": string
}
const doc = parse(readFileSync(path.resolve(__dirname, "../content/api/openapi.yaml"), "utf8")) as {
  paths: Record<string, Record<string, Op>>
}
const operations = Object.entries(doc.paths).flatMap(([route, item]) =>
  Object.entries(item).map(([method, op]) => ({
    method: method.toUpperCase(),
    route,
    page: op["x-docs-route"],
    id: op.operationId,
  })),
)

test.describe("API reference generated from openapi.yaml", () => {
  for (const op of operations) {
    test(`${op.page} shows ${op.method} ${op.route} with examples and samples`, async ({ page, context, shell }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"])
      await shell.open(op.page)
      const banner = page
        .locator(".endpoint-banner", {
          has: page.locator(".endpoint-path", { hasText: new RegExp(`^${op.route.replace(/[{}]/g, "\\$&")}$`) }),
        })
        .filter({ has: page.locator(".method-badge", { hasText: op.method }) })
      await expect(banner).toHaveCount(1)
      await expect(banner).toBeVisible()
      // An example response (folded until asked) and a samples tab set for this operation.
      const example = page.locator("details.response-example").first()
      await example.locator("summary").click()
      await expect(example.locator("figure.code-block pre.language-json")).toBeVisible()
      // The samples of this operation: the first tab set after its banner.
      const samples = banner.locator("xpath=following::div[contains(concat(' ', @class, ' '), ' tabs ')][1]")
      await expect(samples.getByRole("tab", { name: "curl", exact: true })).toBeVisible()
      const panel = samples.locator('[role="tabpanel"]:visible')
      await panel.getByRole("button", { name: "Copy code to clipboard" }).click()
      const copied = await page.evaluate(() => navigator.clipboard.readText())
      expect(copied).toContain(`curl -X ${op.method}`)
      expect(copied).toContain("https://api.questforge.example/v1")
    })
  }

  test("game-server endpoints have a sample per plugin runtime, website endpoints do not", async ({ page, shell }) => {
    await shell.open("/api/store-commands/get-queue-commands")
    for (const name of ["Java 8", "Lua (FiveM)", "Pawn (AMXX)", "C# (CS2)", "C# (Oxide)"])
      await expect(page.getByRole("tab", { name, exact: true })).toBeVisible()
    const panel = page.locator('[role="tabpanel"]:visible pre')
    await page.getByRole("tab", { name: "C# (CS2)", exact: true }).click()
    await expect(panel).toContainText('Environment.GetEnvironmentVariable("QF_SERVER_KEY")')
    await page.getByRole("tab", { name: "Lua (FiveM)", exact: true }).click()
    await expect(panel).toContainText('PerformHttpRequest("https://api.questforge.example/v1/server/commands/queue')
    await page.getByRole("tab", { name: "Pawn (AMXX)", exact: true }).click()
    await expect(panel).toContainText("#include <easy_http>")
    await shell.open("/api/websites/user")
    await expect(page.getByRole("tab", { name: "PHP", exact: true })).toBeVisible()
    await expect(page.getByRole("tab", { name: "Java 8", exact: true })).toHaveCount(0)
  })

  test("API category pages list their endpoints with method badges", async ({ page }) => {
    await page.goto("/api/category/website")
    const balance = page.locator(".category-card a", { hasText: "User balance" })
    await expect(balance.locator(".method-badge")).toHaveText(["GET", "POST"])
    await page.goto("/api/category/store-commands")
    await expect(
      page.locator(".category-card a", { hasText: "Get queue commands" }).locator(".method-badge"),
    ).toHaveText(["GET"])
  })

  test("the introduction shows the queue diagram and links the downloadable description", async ({ page, request }) => {
    await page.goto("/api/")
    await expect(page.getByRole("figure", { name: "How a purchase reaches a game server" })).toBeVisible()
    const link = page.getByRole("link", { name: "Download openapi.yaml" })
    await expect(link).toHaveAttribute("href", "/api/openapi.yaml")
    const response = await request.get("/api/openapi.yaml")
    expect(response.status()).toBe(200)
    const published = await response.text()
    expect(published).toContain("openapi: 3.1.0")
    // Published with the product facts filled in, never a raw %%token%%.
    expect(published).not.toContain("%%")
    expect(published).toContain("`discord_id`")
  })

  test("the introduction shows the tested delivery loop, read from its file at build time", async ({ page }) => {
    await page.goto("/api/")
    const loop = page.locator("pre", { hasText: "async function deliver(call, { runCommand, isOnline })" })
    await expect(loop).toBeVisible()
    await expect(loop).toContainText("module.exports = { createApi, deliver }")
  })
})

test.describe("wide tables", () => {
  for (const width of [640, 1024]) {
    test(`can be scrolled from the keyboard at ${width} px, and axe finds no unreachable scroll region`, async ({
      page,
      shell,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      // On a phone every table is a stacked list; from a small tablet on, the endpoint table is wider than its column.
      await shell.open("/api/")
      const wide = page.getByRole("region", { name: /, scrolls sideways$/ })
      await expect(wide.first()).toBeVisible()
      await wide.first().focus()
      await page.keyboard.press("ArrowRight")
      await expect.poll(() => wide.first().evaluate(box => box.scrollLeft)).toBeGreaterThan(0)
      const results = await new AxeBuilder({ page }).withRules(["scrollable-region-focusable"]).analyze()
      expect(results.violations).toEqual([])
    })
  }
})
