import { spawn } from "node:child_process"
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { expect, test } from "./fixtures"
import { watchViolations } from "./support/csp"

/**
 * The deployment headers (src/node/headers → public/_headers → scripts/serve.mjs): the site
 * runs under its strict Content-Security-Policy without a single violation, and the server
 * sends the security, caching and validator headers.
 */

const LIVE_PAGE = "/website-designs/filters/formatting"

test.describe("Content-Security-Policy", () => {
  test("the welcome, docs, API and search pages run without a violation", async ({ page, shell, search }) => {
    const violations = await watchViolations(page)
    for (const path of ["/", "/store/products", "/api/websites/user"]) {
      await shell.open(path)
      await expect(page.locator("h1")).toBeVisible()
    }
    // Client navigation loads route chunks and page data under the policy too.
    await shell.navigate("/store/categories")
    await expect(page).toHaveURL(/\/store\/categories$/)
    await shell.open("/search?q=voucher")
    await expect(search.pageResults.first()).toBeVisible()
    await shell.open("/store/products")
    await search.search("paypal")
    await expect(search.options.first()).toBeVisible()
    expect(violations).toEqual([])
  })

  test("a live example loads the Twig runtime and renders its preview without a violation", async ({
    page,
    shell,
    playground: live,
  }) => {
    const violations = await watchViolations(page)
    await shell.open(LIVE_PAGE)
    await live.show()
    await expect(live.preview).not.toBeEmpty()
    await live.editor.fill("<p style=\"width: 50%\">{{ 'quest'|upper }}</p>")
    await expect(live.preview).toHaveText("QUEST")
    // The sample's style attribute reaches the preview (through the CSSOM, not inline style).
    await expect(live.preview.locator("p")).toHaveCSS("width", /^\d+(\.\d+)?px$/)
    const widths = await live.previewFrame.evaluate(frame => {
      const doc = (frame as HTMLIFrameElement).contentDocument!
      return [doc.querySelector("p")!.getBoundingClientRect().width, doc.body.clientWidth]
    })
    expect(widths[0]).toBeLessThan(widths[1] * 0.6)
    expect(violations).toEqual([])
  })
})

test.describe("inline code the policy hashes", () => {
  // Gatsby writes each page's path into an inline script; the build makes it data
  // (src/app/page-path-script.tsx), so the one policy every response carries needs the same few
  // hashes at any number of pages. Gatsby inlines the whole stylesheet in each page; the build
  // links it (src/app/linked-stylesheet.ts). Both rewrite shapes of Gatsby's HTML
  // (src/node/framework-internals.ts): a Gatsby that writes them otherwise fails here.
  test("is the same on every page type, the page path is data, and the stylesheet is linked", async ({ request }) => {
    const inline = async (path: string) => {
      const html = await (await request.get(path)).text()
      const scripts = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(match => match[1])
      return { html, scripts: scripts.sort() }
    }
    const first = await inline("/")
    for (const path of ["/store/products", "/api/websites/user", "/category/basic", "/search", LIVE_PAGE]) {
      const page = await inline(path)
      expect([path, page.scripts]).toEqual([path, first.scripts])
      expect(page.html).toContain(`data-page-path="${path}"`)
      expect(page.html).toMatch(/<link rel="stylesheet" href="\/styles\.[0-9a-f]+\.css"\/>/)
      expect(page.html).not.toContain("gatsby-global-css")
    }
    const csp = (await request.get("/")).headers()["content-security-policy"]
    const hashes = /script-src ([^;]*)/.exec(csp)![1].match(/'sha256-/g) ?? []
    expect(hashes.length).toBe(first.scripts.length)
  })
})

test.describe("headers sent by scripts/serve.mjs", () => {
  test("a rebuild's new _headers is sent without restarting the server", async () => {
    // A site of its own in a temporary folder, served on a port of its own.
    const dir = mkdtempSync(path.join(tmpdir(), "serve-"))
    writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>x</title>")
    writeFileSync(path.join(dir, "_headers"), "/*\n  X-Build: one\n")
    const port = 9300 + Math.floor(Math.random() * 9) // beside the suite's own server
    const server = spawn(process.execPath, ["scripts/serve.mjs", "--port", String(port), "--dir", dir], {
      stdio: ["ignore", "pipe", "inherit"],
    })
    try {
      await new Promise(resolve => server.stdout.once("data", resolve))
      const header = async () => (await fetch(`http://127.0.0.1:${port}/`)).headers.get("x-build")
      expect(await header()).toBe("one")
      writeFileSync(path.join(dir, "_headers"), "/*\n  X-Build: two\n")
      utimesSync(path.join(dir, "_headers"), new Date(), new Date(Date.now() + 5000))
      expect(await header()).toBe("two")
    } finally {
      server.kill()
      rmSync(dir, { recursive: true, force: true })
    }
  })

  test("security headers on every response, caching by type, 304 on a matching ETag", async ({ request }) => {
    const page = await request.get("/store/products")
    expect(page.status()).toBe(200)
    const headers = page.headers()
    expect(headers["x-content-type-options"]).toBe("nosniff")
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
    const csp = headers["content-security-policy"]
    for (const directive of [
      "default-src 'self'",
      "img-src 'self' data:",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "object-src 'none'",
      "form-action 'self'",
    ])
      expect(csp).toContain(directive)
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/)
    expect(csp).not.toContain("unsafe-inline")
    expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate")
    expect(headers["etag"]).toBeTruthy()
    expect(headers["last-modified"]).toBeTruthy()

    const html = await page.text()
    const app = /[" ](\/app-[0-9a-f]{20}\.js)[" ]/.exec(html)![1] // Gatsby's async script tag
    const revalidated = [
      "/page-data/store/products/page-data.json",
      "/search-index.json",
      "/search-worker.js",
      "/expandFirstCategory.js",
    ]
    for (const path of revalidated)
      expect([path, (await request.get(path)).headers()["cache-control"]]).toEqual([
        path,
        "public, max-age=0, must-revalidate",
      ])
    const chunk = await request.get(app)
    expect(chunk.headers()["cache-control"]).toBe("public, max-age=31536000, immutable")
    // The index's shards sit in a folder named by their content, which the revalidated manifest names.
    const { version } = (await (await request.get("/search-index.json")).json()) as { version: string }
    const shard = await request.get(`/search-shards/${version}/r-0.json`)
    expect([shard.status(), shard.headers()["cache-control"]]).toEqual([200, "public, max-age=31536000, immutable"])
    expect(chunk.headers()["x-content-type-options"]).toBe("nosniff")

    const again = await request.get("/store/products", { headers: { "if-none-match": headers["etag"] } })
    expect(again.status()).toBe(304)
    expect(again.headers()["etag"]).toBe(headers["etag"])
    expect(again.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate")
    const since = await request.get(app, { headers: { "if-modified-since": chunk.headers()["last-modified"] } })
    expect(since.status()).toBe(304)
    const changed = await request.get("/store/products", { headers: { "if-none-match": '"something-else"' } })
    expect(changed.status()).toBe(200)
    // Compressed as the hosts do: Brotli where accepted, else gzip; each encoding its own ETag.
    const encodings = await Promise.all(
      ["br, gzip", "gzip", "identity"].map(async accepted => {
        const response = await request.get("/store/products", { headers: { "accept-encoding": accepted } })
        return [response.headers()["content-encoding"], response.headers()["etag"], (await response.text()).length]
      }),
    )
    expect(encodings.map(([encoding]) => encoding)).toEqual(["br", "gzip", undefined])
    expect(new Set(encodings.map(([, tag]) => tag)).size).toBe(3)
    expect(new Set(encodings.map(([, , length]) => length)).size).toBe(1) // the same page, decoded
    // The rules file is not part of the site.
    expect((await request.get("/_headers")).status()).toBe(404)
  })

  test("no source maps are published", async ({ request }) => {
    const html = await (await request.get("/")).text()
    const app = /[" ](\/app-[0-9a-f]{20}\.js)[" ]/.exec(html)![1] // Gatsby's async script tag
    expect(await (await request.get(app)).text()).not.toContain("sourceMappingURL")
    expect((await request.get(`${app}.map`)).status()).toBe(404)
  })
})
