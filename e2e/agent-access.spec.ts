import { readFileSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import { expect, test } from "./fixtures"

const SITE = (
  parse(readFileSync(path.resolve(__dirname, "../content/product.yaml"), "utf8")) as { urls: { docs: string } }
).urls.docs.replace(/\/$/, "")

/** What an AI tool or a reader taking a page to an assistant gets: Markdown at the page's own address, prefilled chats. */
test.describe("pages for AI tools", () => {
  test("a page URL answers Accept: text/markdown with the page's Markdown, varying by Accept", async ({ request }) => {
    const twin = await (await request.get("/store/products.md")).text()
    for (const accept of ["text/markdown", "text/markdown, text/html;q=0.9"]) {
      const response = await request.get("/store/products", { headers: { accept } })
      expect(response.status()).toBe(200)
      expect(response.headers()["content-type"]).toBe("text/markdown; charset=utf-8")
      expect(response.headers()["vary"]).toBe("accept, accept-encoding")
      expect(response.headers()["content-location"]).toBe("/store/products.md")
      expect(await response.text()).toBe(twin)
    }
    // Folder routes and category pages have their twins too.
    expect(await (await request.get("/api/", { headers: { accept: "text/markdown" } })).text()).toMatch(
      /^# API introduction\n/,
    )
    expect(await (await request.get("/category/store", { headers: { accept: "text/markdown" } })).text()).toMatch(
      /^# Store\n/,
    )
  })

  test("a browser's Accept, or one preferring HTML, still gets the page", async ({ request }) => {
    for (const accept of [
      "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
      "text/html, text/markdown;q=0.5",
      "",
    ]) {
      const response = await request.get("/store/products", { headers: { accept } })
      expect([accept, response.headers()["content-type"]]).toEqual([accept, "text/html; charset=utf-8"])
      expect(response.headers()["vary"]).toBe("accept, accept-encoding")
    }
    const missing = await request.get("/store/nothing", { headers: { accept: "text/markdown" } })
    expect(missing.status()).toBe(404)
    expect(missing.headers()["content-type"]).toBe("text/html; charset=utf-8")
  })

  test("Open in ChatGPT and Open in Claude carry a prompt naming the page's Markdown", async ({ page, shell }) => {
    await shell.open("/store/products")
    const bar = page.locator(".copy-page")
    await bar.getByRole("button", { name: "More page actions" }).click()
    const prompt = `Read ${SITE}/store/products.md so I can ask questions about it.`
    for (const [name, base] of [
      ["Open in ChatGPT", "https://chatgpt.com/"],
      ["Open in Claude", "https://claude.ai/new"],
    ]) {
      const href = await bar.getByRole("link", { name }).getAttribute("href")
      const url = new URL(href!)
      expect(`${url.origin}${url.pathname}`).toBe(base)
      expect(url.searchParams.get("q")).toBe(prompt)
    }
  })
})
