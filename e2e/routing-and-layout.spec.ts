import AxeBuilder from "@axe-core/playwright"
import { expect, test } from "./fixtures"

/** Routing corners, and the layout and accessibility of the reading column. */

const LIVE_PAGE = "/website-designs/filters/formatting"

type Page = import("@playwright/test").Page

/** At desktop width, sums the page's layout shifts not caused by input (CLS) from its first paint on. */
async function recordLayoutShift(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1350, height: 940 })
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number }
    w.__cls = 0
    new PerformanceObserver(list => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) w.__cls += entry.value
    }).observe({ type: "layout-shift", buffered: true })
  })
}

const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __cls: number }).__cls)

test.describe("routing corners", () => {
  test("an unknown URL renders the not-found page for that path without a React error", async ({ page, doc }) => {
    const errors: string[] = []
    page.on("pageerror", error => errors.push(error.message))
    page.on("console", message => {
      // The 404 status of the document itself is the browser's own line, not the site's.
      if (message.type() === "error" && !/Failed to load resource/.test(message.text())) errors.push(message.text())
    })
    await doc.open("/no/such/page")
    await doc.waitForHydration()
    await expect(page.getByText("There is no page at /no/such/page")).toBeVisible()
    await expect(page.getByText("/404.html")).toHaveCount(0)
    expect(errors).toEqual([])
  })

  test("after a deploy removed this tab's chunks, a navigation keeps its query and its section", async ({
    page,
    shell,
  }) => {
    const loaded = new Set<string>()
    page.on("requestfinished", request => loaded.add(new URL(request.url()).pathname))
    await shell.open("/basic/website-pages")
    // Every script this tab has not loaded is gone, as after a deploy, until the tab loads a
    // document again (which names the new build's scripts).
    let stale = true
    page.on("request", request => {
      if (request.isNavigationRequest()) stale = false
    })
    await page.route(
      url => url.pathname.endsWith(".js"),
      route =>
        stale && !loaded.has(new URL(route.request().url()).pathname)
          ? route.fulfill({ status: 404, body: "" })
          : route.fallback(),
    )
    await shell.navigate("/search?q=paypal")
    await expect(page).toHaveURL(/\/search\?q=paypal$/)
    await expect(page.locator("#search-page-input")).toHaveValue("paypal")
    // A fresh tab on a category page: the docs template's code is not loaded yet.
    loaded.clear()
    await page.goto("about:blank")
    await shell.open("/category/basic")
    stale = true
    await shell.navigate("/store/categories#create-a-category")
    await expect(page).toHaveURL(/\/store\/categories#create-a-category$/)
  })

  test("client navigation to /index.html renders the welcome page", async ({ page, shell }) => {
    await shell.open("/basic/website-pages")
    await shell.navigate("/index.html")
    await expect(page).toHaveURL(/:\d+\/$/)
    await expect(page.locator("main h1")).toBeVisible()
    await expect(page.locator("main h1")).not.toHaveText("Page not found")
  })

  for (const [typed, page, title] of [
    ["/index.html/", "/", null],
    ["/store/products/index.html/", "/store/products", "Products"],
    ["/store/products.html/", "/store/products", "Products"],
  ] as const) {
    test(`${typed} with a slash after .html opens ${page}, on first load and by client navigation`, async ({
      page: tab,
      shell,
    }) => {
      await shell.open(typed)
      await expect(tab).toHaveURL(new RegExp(`:\\d+${page.replace(/\//g, "\\/")}$`))
      const heading = tab.locator("main h1")
      if (title) await expect(heading).toHaveText(title)
      else await expect(heading).not.toHaveText("Page not found")
      await shell.open("/basic/website-pages")
      await shell.navigate(typed)
      await expect(tab).toHaveURL(new RegExp(`:\\d+${page.replace(/\//g, "\\/")}$`))
      if (title) await expect(heading).toHaveText(title)
      else await expect(heading).not.toHaveText("Page not found")
    })
  }

  test("back or forward to a page not loaded yet shows the progress bar", async ({ page, shell }) => {
    await shell.open("/basic/website-pages")
    // A history entry for a page this tab has not loaded: forward to it is a popstate only.
    await page.evaluate(() => {
      window.history.pushState(null, "", "/basic/website-tickets")
      window.history.back()
    })
    await expect(page).toHaveURL(/\/basic\/website-pages$/)
    await page.route("**/page-data/basic/website-tickets/page-data.json", async route => {
      // The server's latency being simulated, not a wait in the test.
      await new Promise(resolve => setTimeout(resolve, 1200))
      await route.continue()
    })
    await page.evaluate(() => window.history.forward())
    await expect(shell.progressBar).toHaveClass(/visible/)
    await expect(page.locator("main h1")).toHaveText("Tickets")
    await expect(shell.progressBar).not.toHaveClass(/visible/)
  })
})

test.describe("live examples and layout", () => {
  test("a live-example page does not shift its layout at desktop width (CLS < 0.1)", async ({ page, shell }) => {
    await recordLayoutShift(page)
    await shell.open(LIVE_PAGE)
    // Read down the page: each preview is made (if it was not in the HTML) and sets its own
    // height as it nears the screen.
    const examples = page.locator("figure.live-twig")
    for (let i = 0; i < (await examples.count()); i += 1) await examples.nth(i).scrollIntoViewIfNeeded()
    await expect(page.locator("svg.live-twig-preview")).toHaveCount(0)
    const frames = page.locator("iframe.live-twig-preview")
    await expect.poll(() => frames.evaluateAll(all => all.every(f => (f as HTMLElement).style.height))).toBe(true)
    expect(await layoutShift(page)).toBeLessThan(0.1)
  })

  test("/search with a query does not shift its layout while the results arrive (CLS < 0.1)", async ({
    page,
    shell,
    search,
  }) => {
    await recordLayoutShift(page)
    await shell.open("/search?q=paypal")
    await expect(search.pageResults.first()).toBeVisible()
    expect(await layoutShift(page)).toBeLessThan(0.1)
  })

  test("a preview fetches nothing and shows a placeholder, not a broken image", async ({ page, shell, playground }) => {
    const fetched: string[] = []
    page.on("request", request => {
      if (/\/(photo|banner|srcset)\.png$/.test(request.url())) fetched.push(request.url())
    })
    await shell.open(LIVE_PAGE)
    await playground.editor.fill(
      '<img src="/photo.png" alt="Logo" srcset="/srcset.png 2x"><div style="height:40px;background:url(/banner.png)">x</div>',
    )
    const image = playground.preview.locator("img")
    await expect(image).toBeVisible()
    expect(await image.getAttribute("src")).toBeNull()
    expect((await image.boundingBox())!.width).toBeGreaterThanOrEqual(48)
    await expect(playground.preview.locator("div")).toHaveCSS("height", "40px")
    await expect(playground.preview.locator("div")).toHaveCSS("background-image", "none")
    // A negative check: a request would have been sent while the preview was laid out.
    await page.waitForTimeout(500)
    expect(fetched).toEqual([])
  })

  for (const width of [996, 1100, 1239]) {
    test(`the reading column is at least 560 px wide at ${width} px, with the contents folded under the title`, async ({
      page,
      doc,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      await doc.open("/basic/website-users-and-groups")
      expect((await page.locator(".doc-article").boundingBox())!.width).toBeGreaterThanOrEqual(560)
      await expect(page.locator(".doc-aside")).toBeHidden()
      await expect(doc.toc).toHaveCount(1)
      const toc = (await doc.toc.boundingBox())!
      expect(toc.y).toBeGreaterThan((await doc.heading.boundingBox())!.y)
      expect(toc.height).toBeLessThan(60)
    })
  }

  test("three columns from 1240 px: the contents beside a reading column of at least 560 px", async ({ page, doc }) => {
    await page.setViewportSize({ width: 1240, height: 800 })
    await doc.open("/basic/website-users-and-groups")
    const article = (await page.locator(".doc-article").boundingBox())!
    expect(article.width).toBeGreaterThanOrEqual(560)
    expect((await doc.toc.boundingBox())!.x).toBeGreaterThan(article.x + article.width)
  })

  test("targets are at least 24 px and every visible label is in its accessible name", async ({ page, doc }) => {
    await page.setViewportSize({ width: 1350, height: 900 })
    for (const path of ["/", "/basic/website-pages", "/api/websites/user", LIVE_PAGE]) {
      await doc.open(path)
      await doc.waitForHydration()
      const results = await new AxeBuilder({ page })
        .withRules(["target-size", "label-content-name-mismatch"])
        .setLegacyMode(true)
        .analyze()
      expect(
        results.violations.map(v => `${path} ${v.id}: ${v.nodes.map(n => n.target.join(" ")).join(", ")}`),
      ).toEqual([])
    }
  })
})

test.describe("keyboard focus and the sticky bars", () => {
  test("going back with Shift+Tab never leaves the focus under the navbar or the folded contents", async ({
    page,
    doc,
  }) => {
    await page.setViewportSize({ width: 1100, height: 800 })
    await doc.open("/basic/website-team-users")
    await page.locator(".doc-footer a").last().focus()
    const hidden: string[] = []
    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press("Shift+Tab")
      const covered = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement | null
        if (!focused || focused.closest(".navbar, .toc-mobile, .sidebar-container")) return null
        const own = focused.getBoundingClientRect()
        const under = [...document.querySelectorAll<HTMLElement>(".navbar:not(.navbar-hidden), .toc-mobile")].some(
          bar => {
            const box = bar.getBoundingClientRect()
            return own.top < box.bottom - 1 && own.bottom > box.top + 1
          },
        )
        return under ? `${focused.tagName} "${focused.textContent?.trim().slice(0, 30)}" at ${own.top}` : null
      })
      if (covered) hidden.push(covered)
    }
    expect(hidden).toEqual([])
  })
})
