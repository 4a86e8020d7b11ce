import { readFileSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import { expect, test } from "./fixtures"

const SITE = (
  parse(readFileSync(path.resolve(__dirname, "../content/product.yaml"), "utf8")) as { urls: { docs: string } }
).urls.docs

test.describe("every page as Markdown, llms.txt", () => {
  test("a docs page's Markdown is resolved plain Markdown, served as text/markdown", async ({ request }) => {
    const response = await request.get("/store/your-first-sale.md")
    expect(response.status()).toBe(200)
    expect(response.headers()["content-type"]).toBe("text/markdown; charset=utf-8")
    const text = await response.text()
    expect(text).toMatch(/^# .+\n\n> .+\n/)
    expect(text).toContain(`${SITE}/llms.txt`)
    // Tabs became headings, admonitions blockquotes with a bold label; no JSX, no tokens left.
    expect(text).toMatch(/\n#{3,4} Minecraft\n/)
    expect(text).toContain("\n> **Warning: Payments for FiveM servers** This test takes no money, and neither should")
    expect(text).not.toMatch(/<(Tabs|TabItem|Note|Tip|Warning|ProductName)\b|%%[a-z.]+%%|\{product\}/)
    // Site links are absolute.
    expect(text).toContain(`](${SITE}/integrations/servers/minecraft-server-plugin)`)
    expect(text).not.toMatch(/\]\(\/[^/]/)
  })

  test("an API page's Markdown has the expanded endpoint: parameters, responses, one sample per language", async ({
    request,
  }) => {
    const text = await (await request.get("/api/store-commands/get-queue-commands.md")).text()
    expect(text).toMatch(/\*\*GET\*\* `https:\/\/[^`]+\/server\/commands\/queue`/)
    expect(text).toContain("## Responses")
    expect(text).toContain("| Field | Type | Required | Description |")
    const languages = ["curl", "JavaScript", "PHP", "Java 8", "Lua (FiveM)", "Pawn (AMXX)", "C# (CS2)", "C# (Oxide)"]
    for (const language of languages) expect(text).toContain(`\n### ${language}\n`)
    expect(text).not.toContain("<Endpoint")
  })

  test("a live Twig example is its template and its build-time output", async ({ request }) => {
    const text = await (await request.get("/website-designs/filters/formatting.md")).text()
    expect(text).toMatch(/\*\*Example[^*]*\*\*\n\n```twig\n[^`]+\n```\n\nOutput:\n\n```html\n/)
    expect(text).not.toContain("<LiveTwig")
  })

  test("category pages and section roots have Markdown too, and every page links its own", async ({
    page,
    request,
  }) => {
    const category = await (await request.get("/category/store.md")).text()
    expect(category).toMatch(new RegExp(`\\n- \\[[^\\]]+\\]\\(${SITE.replace(/\./g, "\\.")}/[^)]+\\.md\\): `))
    expect((await request.get("/index.md")).status()).toBe(200)
    expect((await request.get("/api/index.md")).status()).toBe(200)
    for (const [route, md] of [
      ["/store/products", "/store/products.md"],
      ["/api/", "/api/index.md"],
      ["/category/store", "/category/store.md"],
    ]) {
      await page.goto(route)
      await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute("href", md)
    }
  })

  test("llms.txt follows llmstxt.org in sidebar order; llms-full.txt holds every page", async ({ request }) => {
    const llms = await (await request.get("/llms.txt")).text()
    const lines = llms.split("\n")
    expect(lines[0]).toBe("# Questforge Docs")
    expect(lines[2]).toMatch(/^> \S/)
    expect(llms).toContain(`(${SITE}/api/openapi.yaml)`)
    expect(llms).toContain(`- [Products](${SITE}/store/products.md): `)
    const headings = lines.filter(line => line.startsWith("## "))
    expect(headings[0]).toBe("## Docs")
    expect(headings.indexOf("## API")).toBeGreaterThan(0)
    // Every listed page answers with Markdown.
    const links = [...llms.matchAll(/\]\((https:[^)]+\.md)\)/g)].map(m => m[1].slice(SITE.length))
    expect(links.length).toBeGreaterThan(100)
    for (const link of links.slice(0, 200)) expect([link, (await request.get(link)).status()]).toEqual([link, 200])
    const full = await (await request.get("/llms-full.txt")).text()
    expect(full.indexOf("\n# Products\n")).toBeGreaterThan(full.indexOf("\n# Your first sale\n"))
    expect(full).toContain("\n# Get queue commands\n")
    // A table row is one line: a line break in a cell is a space, never an encoded `&#xA;`.
    expect(full).toContain("the username, matched case-insensitively")
    expect(full).not.toContain("&#x")
  })
})

test.describe("copy page", () => {
  test("copies the page's Markdown, announces it, and views it", async ({ page, context, shell }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    await shell.open("/store/products")
    const bar = page.locator(".copy-page")
    await bar.getByRole("button", { name: "Copy page" }).focus()
    await page.keyboard.press("Enter")
    await expect(bar.getByRole("status")).toHaveText("Copied")
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toMatch(/^# Products\n/)
    // The message goes after two seconds, as on the code blocks' buttons (an empty live region
    // has no role to find it by).
    await expect(bar.locator(".copy-page-status")).toHaveText("", { timeout: 4000 })
    await bar.getByRole("button", { name: "More page actions" }).click()
    await expect(bar.getByRole("link", { name: "View as Markdown" })).toHaveAttribute("href", "/store/products.md")
  })

  test("says so when the Markdown cannot be loaded, without an error", async ({ page, context, shell }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    const errors: string[] = []
    page.on("pageerror", error => errors.push(error.message))
    await shell.open("/api/server-status")
    await page.route("**/*.md", route => route.fulfill({ status: 503, body: "" }))
    await page.getByRole("button", { name: "Copy page" }).click()
    await expect(page.locator(".copy-page").getByRole("status")).toHaveText(/Could not copy the page/)
    expect(errors).toEqual([])
  })

  test("copies nothing from a host that answers the Markdown's address with the site's HTML", async ({
    page,
    context,
    shell,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    await shell.open("/store/products")
    await page.evaluate(() => navigator.clipboard.writeText("kept"))
    // A single-page-app fallback: every unknown path is the start page, with a 200.
    await page.route("**/*.md", async route => {
      const start = await route.fetch({ url: new URL("/", route.request().url()).href })
      await route.fulfill({ response: start })
    })
    await page.getByRole("button", { name: "Copy page" }).click()
    await expect(page.locator(".copy-page").getByRole("status")).toHaveText(/Could not copy the page/)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("kept")
  })
})
