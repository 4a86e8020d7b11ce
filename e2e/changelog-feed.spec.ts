import { readFileSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import { atomProblems } from "../test/support/atom-check"
import { expect, test } from "./fixtures"

const SITE = (
  parse(readFileSync(path.resolve(__dirname, "../content/product.yaml"), "utf8")) as { urls: { docs: string } }
).urls.docs.replace(/\/$/, "")

/** The changelog as a feed: discoverable from any page, served as Atom, each entry leading to its section. */
test.describe("the changelog's Atom feed", () => {
  test("every page type names the feed in its head", async ({ page, request }) => {
    await page.goto("/store/products")
    const link = page.locator('head link[rel="alternate"][type="application/atom+xml"]')
    await expect(link).toHaveCount(1)
    await expect(link).toHaveAttribute("href", "/changelog.xml")
    await expect(link).toHaveAttribute("title", /^Changelog \| /)
    for (const pagePath of ["/", "/api/websites/user", "/category/store", "/search", "/reference/changelog"]) {
      const html = await (await request.get(pagePath)).text()
      expect([pagePath, html.match(/<link rel="alternate" type="application\/atom\+xml"[^>]*>/g)?.length]).toEqual([
        pagePath,
        1,
      ])
    }
  })

  test("is served as Atom, compressed, and is a sound Atom document", async ({ request }) => {
    const response = await request.get("/changelog.xml", { headers: { "accept-encoding": "gzip" } })
    expect(response.status()).toBe(200)
    expect(response.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8")
    expect(response.headers()["content-encoding"]).toBe("gzip")
    const xml = await response.text()
    expect(atomProblems(xml)).toEqual([])
    expect(xml).toContain(`<link rel="self" type="application/atom+xml" href="${SITE}/changelog.xml"/>`)
  })

  test("each entry links to the changelog section it comes from", async ({ page, request }) => {
    const xml = await (await request.get("/changelog.xml")).text()
    const links = [...xml.matchAll(/<entry>[\s\S]*?<link rel="alternate" type="text\/html" href="([^"]+)"\/>/g)].map(
      match => match[1],
    )
    expect(links.length).toBeGreaterThan(0)
    await page.goto("/reference/changelog")
    for (const link of new Set(links)) {
      const url = new URL(link)
      expect(`${url.origin}${url.pathname}`).toBe(`${SITE}/reference/changelog`)
      await expect(page.locator(`[id="${url.hash.slice(1)}"]`)).toHaveCount(1)
    }
  })
})
