import { execFileSync } from "node:child_process"
import { readFileSync, statSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import { expect, test } from "./fixtures"

const ROOT = path.resolve(__dirname, "..")
const SITE = (parse(readFileSync(path.join(ROOT, "content/product.yaml"), "utf8")) as { urls: { docs: string } }).urls
  .docs

/**
 * When a source file last changed, found here independently of the build's code: the last
 * commit touching it, or its modification time when git has it as changed or untracked.
 */
function sourceDate(file: string): Date {
  const git = (args: string[]) => execFileSync("git", args, { cwd: ROOT, encoding: "utf8" }).trim()
  const changed = git(["status", "--porcelain", "--", file]) !== ""
  if (changed) return new Date(Math.floor(statSync(path.join(ROOT, file)).mtimeMs / 1000) * 1000)
  return new Date(Number(git(["log", "-1", "--format=%ct", "--", file])) * 1000)
}

/** A page and the files it is made from: an API page is made from the API description too. */
const PAGES = [
  { route: "/store/products", files: ["content/docs/store/products.mdx"] },
  {
    route: "/api/store-commands/get-queue-commands",
    files: ["content/api/store-commands/get-queue-commands.mdx", "content/api/openapi.yaml"],
  },
]

test.describe("last updated date", () => {
  for (const { route, files } of PAGES) {
    test(`${route} shows the date its sources last changed, in the page, the head and the sitemap`, async ({
      page,
      request,
    }) => {
      const date = new Date(Math.max(...files.map(file => sourceDate(file).getTime())))
      const errors: string[] = []
      page.on("pageerror", error => errors.push(error.message))
      page.on("console", message => message.type() === "error" && errors.push(message.text()))
      await page.goto(route)
      const human = date.toLocaleDateString("en-GB", {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      })
      const shown = page.locator(".doc-footer time")
      await expect(shown).toHaveText(human)
      await expect(shown).toHaveAttribute("datetime", date.toISOString().slice(0, 10))
      await expect(page.locator(".doc-footer")).toContainText(`Last updated on ${human}`)
      const iso = date.toISOString().replace(".000Z", "Z")
      await expect(page.locator('meta[property="article:modified_time"]')).toHaveAttribute("content", iso)
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article")
      // Hydrated with the same text: React reports a mismatch as an error (console or page).
      await page.waitForLoadState("networkidle")
      expect(errors).toEqual([])

      const sitemap = await (await request.get("/sitemap-0.xml")).text()
      const entry = sitemap.match(new RegExp(`<url><loc>${SITE}${route}</loc>(.*?)</url>`))
      expect(entry?.[1]).toBe(`<lastmod>${date.toISOString()}</lastmod>`)

      const markdown = await (await request.get(`${route}.md`)).text()
      expect(markdown).toContain(`\n\nLast updated on ${human}\n\n`)
    })
  }
})

/** Signature, width and height from a PNG's IHDR chunk. */
function pngHeader(data: Buffer) {
  return {
    signature: data.subarray(1, 4).toString("latin1"),
    width: data.readUInt32BE(16),
    height: data.readUInt32BE(20),
  }
}

test.describe("link preview image", () => {
  for (const route of ["/store/products", "/api/store-commands/get-queue-commands", "/category/store", "/"]) {
    test(`${route} names a 1200×630 PNG of this site, cached for good`, async ({ page, request }) => {
      await page.goto(route)
      const head = (property: string) => page.locator(`meta[property="${property}"]`)
      const url = await head("og:image").getAttribute("content")
      expect(url).toMatch(new RegExp(`^${SITE}/og/[0-9a-f]{20}\\.png$`))
      await expect(head("og:image:width")).toHaveAttribute("content", "1200")
      await expect(head("og:image:height")).toHaveAttribute("content", "630")
      await expect(head("og:image:type")).toHaveAttribute("content", "image/png")
      const title = (await page.locator("h1").textContent())!.trim()
      await expect(head("og:image:alt")).toHaveAttribute("content", new RegExp(`^${title}: .+, Questforge Docs$`))
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image")

      const response = await request.get(url!.slice(SITE.length))
      expect(response.status()).toBe(200)
      expect(response.headers()["content-type"]).toBe("image/png")
      expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable")
      const png = await response.body()
      expect(pngHeader(png)).toEqual({ signature: "PNG", width: 1200, height: 630 })
      expect(png.length).toBeLessThan(15 * 1024)
    })
  }

  test("pages get images of their own", async ({ page }) => {
    const images = new Set<string | null>()
    for (const route of ["/store/products", "/store/your-first-sale", "/category/store"]) {
      await page.goto(route)
      images.add(await page.locator('meta[property="og:image"]').getAttribute("content"))
    }
    expect(images.size).toBe(3)
  })
})
