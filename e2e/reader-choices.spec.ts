import { readFileSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import { expect, test } from "./fixtures"

const URLS = (
  parse(readFileSync(path.resolve(__dirname, "../content/product.yaml"), "utf8")) as {
    urls: { docsRepository: string; chat: string }
  }
).urls
const REPOSITORY = URLS.docsRepository
const CHAT = URLS.chat

const samples = (page: import("@playwright/test").Page) =>
  page
    .locator(".tabs")
    .filter({ has: page.getByRole("tab", { name: "curl", exact: true }) })
    .first()

test.describe("remembered code language", () => {
  test("a language chosen in the API samples is chosen on every page and after a reload", async ({ page, shell }) => {
    await shell.open("/api/store-commands/get-queue-commands")
    await expect(samples(page).getByRole("tab", { name: "curl", exact: true })).toHaveAttribute("aria-selected", "true")
    await samples(page).getByRole("tab", { name: "PHP", exact: true }).click()
    // Every sample set on the page follows.
    await expect(page.getByRole("tab", { name: "PHP", exact: true, selected: false })).toHaveCount(0)

    await shell.navigate("/api/websites/user")
    await expect(page).toHaveURL(/\/api\/websites\/user$/)
    await expect(samples(page).getByRole("tab", { name: "PHP", exact: true })).toHaveAttribute("aria-selected", "true")
    await expect(samples(page).locator('[role="tabpanel"]:visible')).toContainText("<?php")

    await page.reload()
    await page.waitForFunction(() => (window as unknown as { questforgeInteractive?: boolean }).questforgeInteractive)
    await expect(samples(page).getByRole("tab", { name: "PHP", exact: true })).toHaveAttribute("aria-selected", "true")
  })

  test("without storage the choice still holds on the page and nothing fails", async ({ page, shell }) => {
    const errors: string[] = []
    page.on("pageerror", error => errors.push(error.message))
    await page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new Error("blocked")
        },
      })
    })
    await shell.open("/api/store-commands/get-queue-commands")
    await samples(page).getByRole("tab", { name: "JavaScript", exact: true }).click()
    await expect(samples(page).getByRole("tab", { name: "JavaScript", exact: true })).toHaveAttribute(
      "aria-selected",
      "true",
    )
    expect(errors).toEqual([])
  })
})

test.describe("page feedback", () => {
  test("“Yes” thanks the reader, and the question is not asked again", async ({ page, shell }) => {
    await shell.open("/store/products")
    const box = page.getByRole("region", { name: "Page feedback" })
    const before = await box.boundingBox()
    await expect(box.getByRole("group", { name: "Was this page helpful?" })).toBeVisible()
    await box.getByRole("button", { name: "Yes" }).click()
    await expect(box.getByRole("status")).toHaveText(/Thanks/)
    expect((await box.boundingBox())?.height).toBe(before?.height)
    await page.reload()
    await page.waitForFunction(() => (window as unknown as { questforgeInteractive?: boolean }).questforgeInteractive)
    await expect(box.getByRole("group", { name: "Was this page helpful?" })).toHaveCount(0)
    await expect(box).toContainText("You found this page helpful")
    // Another page still asks.
    await shell.navigate("/store/categories")
    await expect(page.getByRole("group", { name: "Was this page helpful?" })).toBeVisible()
  })

  test("“No” opens the report prefilled with the page, the answer and the comment", async ({
    page,
    context,
    shell,
  }) => {
    await context.route(`${REPOSITORY}/**`, route => route.fulfill({ status: 200, body: "report form" }))
    await shell.open("/api/server-status")
    const box = page.getByRole("region", { name: "Page feedback" })
    await box.getByLabel("What was missing, wrong or useful? (optional)").fill("The 503 case & retries?")
    const [report] = await Promise.all([context.waitForEvent("page"), box.getByRole("link", { name: "No" }).click()])
    await report.waitForURL(/\/issues\/new\?/)
    const url = new URL(report.url())
    expect(url.pathname).toMatch(/\/issues\/new$/)
    expect(url.searchParams.get("body")).toBe("Page: /api/server-status\nHelpful: no\n\nThe 503 case & retries?")
    await expect(box.getByRole("status")).toHaveText(/report opened in a new tab/)
    await page.reload()
    await page.waitForFunction(() => (window as unknown as { questforgeInteractive?: boolean }).questforgeInteractive)
    await expect(box).toContainText("You told us this page needs work")
  })

  test("“No” offers readers without an account on the issue tracker the community chat", async ({
    page,
    context,
    shell,
  }) => {
    await context.route("**/issues/new**", route => route.fulfill({ status: 200, body: "report form" }))
    await shell.open("/store/products")
    const box = page.getByRole("region", { name: "Page feedback" })
    await expect(box.getByRole("link", { name: "community chat" })).toHaveAttribute("href", CHAT)
    await Promise.all([context.waitForEvent("page"), box.getByRole("link", { name: "No" }).click()])
    const status = box.getByRole("status")
    await expect(status).toContainText("No account there?")
    await expect(status.getByRole("link", { name: "community chat" })).toHaveAttribute("href", CHAT)
    await status.getByRole("link", { name: "community chat" }).click({ trial: true })
  })

  test("the box keeps its height while the page loads and after a remembered answer", async ({ page, shell }) => {
    await shell.open("/store/products")
    const box = page.getByRole("region", { name: "Page feedback" })
    const asked = await box.boundingBox()
    await box.getByRole("button", { name: "Yes" }).click()
    await page.reload()
    await page.waitForFunction(() => (window as unknown as { questforgeInteractive?: boolean }).questforgeInteractive)
    expect((await box.boundingBox())?.height).toBe(asked?.height)
  })
})
