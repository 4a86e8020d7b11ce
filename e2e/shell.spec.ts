import { expect, test } from "./fixtures"

const LONG_PAGE = "/store/products"

test.describe("navbar, footer and announcement bar", () => {
  test("navbar links to home, the API docs and the product's own sites", async ({ shell }) => {
    await shell.open("/basic/website-pages")
    await expect(shell.mainNav.getByRole("link", { name: "Questforge Docs" })).toHaveAttribute("href", "/")
    await expect(shell.mainNav.getByRole("link", { name: "API" })).toHaveAttribute("href", "/api/")
    for (const [name, href] of [
      ["Questforge", "https://questforge.example"],
      ["Dashboard", "https://dash.questforge.example"],
    ]) {
      const link = shell.mainNav.getByRole("link", { name, exact: true })
      await expect(link).toHaveAttribute("href", href)
      await expect(link).toHaveAttribute("rel", "noopener noreferrer")
    }
  })

  test("footer links to every product site and shows the 2025 copyright", async ({ shell }) => {
    await shell.open("/")
    const hrefs = await shell.footer.getByRole("link").evaluateAll(links => links.map(a => a.getAttribute("href")))
    expect(hrefs).toEqual([
      "https://dash.questforge.example",
      "https://status.questforge.example",
      "https://chat.questforge.example",
      "https://social.questforge.example/questforge",
      "https://questforge.example/terms",
      "https://questforge.example/privacy",
      // The index of every page for AI tools, moved here from under every title.
      "/llms.txt",
    ])
    await expect(shell.footer).toContainText("Copyright © 2025 Questforge")
  })

  for (const path of ["/", "/api/", "/category/store", "/no-such-page"]) {
    test(`announcement bar asks for error reports on ${path} and cannot be closed`, async ({ page, shell }) => {
      await page.goto(path)
      await expect(shell.announcement).toContainText("Found a mistake in the docs?")
      await expect(shell.announcement.getByRole("link", { name: "Report a documentation error" })).toHaveAttribute(
        "href",
        /\/issues\/new$/,
      )
      await expect(shell.announcement.getByRole("button")).toHaveCount(0)
    })
  }

  test("on a phone the announcement bar is one line: its link alone", async ({ page, shell }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto("/store/products")
    const link = shell.announcement.getByRole("link", { name: "Report a documentation error" })
    await expect(link).toBeVisible()
    // The bar's height inside its padding is one of its lines, not two.
    const lines = await shell.announcement.evaluate(bar => {
      const style = getComputedStyle(bar)
      const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2
      return (bar.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)) / line
    })
    expect(lines).toBeLessThan(1.5)
  })

  test("navbar hides on scroll down, shows on scroll up, never at the top", async ({ page, shell }) => {
    await shell.open(LONG_PAGE)
    await expect(shell.navbar).not.toHaveClass(/navbar-hidden/)
    await page.mouse.wheel(0, 1200)
    await expect(shell.navbar).toHaveClass(/navbar-hidden/)
    await page.mouse.wheel(0, -300)
    await expect(shell.navbar).not.toHaveClass(/navbar-hidden/)
    await page.mouse.wheel(0, 600)
    await expect(shell.navbar).toHaveClass(/navbar-hidden/)
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(shell.navbar).not.toHaveClass(/navbar-hidden/)
  })
})

test.describe("colour mode", () => {
  test("dark is set in the served HTML, so the first paint is dark", async ({ request }) => {
    const html = await (await request.get("/basic/website-pages")).text()
    expect(html).toMatch(/<html[^>]*data-theme="dark"/)
  })

  test("the mode is kept in local storage and the switch is disabled", async ({ page, shell }) => {
    await shell.open("/")
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark")
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark")
    await expect(page.getByRole("button", { name: /Switch to light mode/ })).toBeDisabled()
  })

  test("a stored value that is not an available mode falls back to dark", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("theme", "neon"))
    await page.goto("/")
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark")
  })
})

test.describe("responsive layout", () => {
  test("the desktop layout starts at 996 px", async ({ page, shell }) => {
    await page.setViewportSize({ width: 996, height: 800 })
    await shell.open("/basic/website-pages")
    await expect(shell.desktopSidebar).toBeVisible()
    await expect(shell.menuButton).toBeHidden()
    await page.setViewportSize({ width: 995, height: 800 })
    await expect(shell.desktopSidebar).toBeHidden()
    await expect(shell.menuButton).toBeVisible()
  })

  test.describe("mobile navigation", () => {
    test.use({ viewport: { width: 390, height: 800 } })

    test("the site's name fits on one line beside the menu, search and colour buttons", async ({ page, shell }) => {
      await shell.open("/store/products")
      const brand = page.locator(".navbar-brand")
      const lineHeight = await brand.evaluate(element => {
        const style = getComputedStyle(element)
        return parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.65
      })
      expect((await brand.boundingBox())!.height).toBeLessThan(1.5 * lineHeight)
    })

    test("one Escape closes one layer: the search dialog opened over the menu first, then the menu", async ({
      page,
      shell,
      search,
    }) => {
      await shell.open("/store/discounts/coupons")
      await shell.menuButton.click()
      await expect(shell.drawer).toBeVisible()
      await search.openWithShortcut()
      await page.keyboard.press("Escape")
      await expect(search.dialog).toBeHidden()
      await expect(shell.drawer).toBeVisible()
      await page.keyboard.press("Escape")
      await expect(shell.drawer).toBeHidden()
    })

    test("the drawer shows the navbar links and the current sidebar, and traps focus", async ({ page, shell }) => {
      await shell.open("/store/discounts/coupons")
      await shell.menuButton.click()
      await expect(shell.drawer).toBeVisible()
      await expect(shell.drawer.getByRole("link", { name: "API" })).toBeVisible()
      await expect(shell.drawer.getByRole("link", { name: "Dashboard" })).toBeVisible()
      await expect(shell.drawer.locator('a[aria-current="page"]')).toHaveAttribute("href", "/store/discounts/coupons")
      for (let i = 0; i < 40; i += 1) {
        await page.keyboard.press("Tab")
        await shell.expectFocusInside("#mobile-navigation")
      }
      await page.keyboard.press("Shift+Tab")
      await shell.expectFocusInside("#mobile-navigation")
    })

    test("on a short phone, the drawer opens with a deep page's link in view", async ({ page, shell }) => {
      await page.setViewportSize({ width: 390, height: 600 })
      await shell.open("/store/refunds-chargebacks-fraud")
      await shell.menuButton.click()
      const current = shell.drawer.locator('a[aria-current="page"]')
      await expect(current).toHaveAttribute("href", "/store/refunds-chargebacks-fraud")
      await expect(current).toBeInViewport({ ratio: 1 })
      // The drawer's header stays on screen, so closing it needs no scrolling back.
      await expect(shell.drawer.getByRole("button", { name: "Close navigation menu" })).toBeInViewport({ ratio: 1 })
    })

    test("Escape closes the drawer and returns focus to the menu button", async ({ page, shell }) => {
      await shell.open("/basic/website-pages")
      await shell.menuButton.click()
      await expect(shell.drawer).toBeVisible()
      await page.keyboard.press("Escape")
      await expect(shell.drawer).toBeHidden()
      await expect(shell.menuButton).toBeFocused()
    })

    test("following a link closes the drawer", async ({ page, shell }) => {
      await shell.open("/basic/website-pages")
      await shell.menuButton.click()
      await shell.drawer.getByRole("link", { name: "Tickets" }).click()
      await expect(page).toHaveURL(/\/basic\/website-tickets$/)
      await expect(shell.drawer).toBeHidden()
    })

    test("the navbar stays while the drawer is open", async ({ page, shell }) => {
      await shell.open(LONG_PAGE)
      await page.mouse.wheel(0, 1200)
      await expect(shell.navbar).toHaveClass(/navbar-hidden/)
      await page.mouse.wheel(0, -200)
      await shell.menuButton.click()
      await page.mouse.wheel(0, 800)
      await expect(shell.navbar).not.toHaveClass(/navbar-hidden/)
    })

    test("the open drawer passes an axe check", async ({ shell, doc }) => {
      await shell.open("/basic/website-pages")
      await shell.menuButton.click()
      await doc.expectNoAxeViolations()
    })
  })
})

test.describe("docs sidebar", () => {
  test("can be hidden and shown again, and the choice holds across pages and reloads", async ({ page, shell }) => {
    await shell.open("/basic/website-pages")
    await page.getByRole("button", { name: "Hide sidebar" }).click()
    await expect(shell.desktopSidebar).toHaveCount(0)
    await shell.navigate("/basic/website-tickets")
    await expect(page.locator("main h1")).toHaveText("Tickets")
    await expect(shell.desktopSidebar).toHaveCount(0)
    await page.reload()
    await expect(page.locator("main h1")).toHaveText("Tickets")
    await expect(shell.desktopSidebar).toHaveCount(0)
    await page.getByRole("button", { name: "Show sidebar" }).click()
    await expect(shell.desktopSidebar).toBeVisible()
    await page.reload()
    await expect(page.getByRole("button", { name: "Hide sidebar" })).toBeVisible()
    await expect(shell.desktopSidebar).toBeVisible()
  })

  test("only the categories holding the current page are open, and the page is highlighted", async ({ shell }) => {
    await shell.open("/store/discounts/coupons")
    const sidebar = shell.desktopSidebar
    await expect(sidebar.getByRole("button", { name: "Collapse Store" })).toHaveAttribute("aria-expanded", "true")
    await expect(sidebar.getByRole("button", { name: "Collapse Discounts" })).toHaveAttribute("aria-expanded", "true")
    await expect(sidebar.getByRole("button", { name: "Expand Basic" })).toHaveAttribute("aria-expanded", "false")
    await expect(sidebar.getByRole("button", { name: "Expand Payment methods" })).toHaveAttribute(
      "aria-expanded",
      "false",
    )
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveText("Coupons")
    await sidebar.getByRole("button", { name: "Expand Basic" }).click()
    await expect(sidebar.getByRole("link", { name: "Tickets" })).toBeVisible()
  })

  test("stays as the reader left it across client navigation: scroll and opened categories", async ({
    page,
    shell,
  }) => {
    await page.setViewportSize({ width: 1280, height: 500 })
    await shell.open("/basic/website-pages")
    const sidebar = shell.desktopSidebar
    await sidebar.getByRole("button", { name: "Expand Store" }).click()
    await expect(sidebar.getByRole("button", { name: "Collapse Store" })).toBeVisible()
    await sidebar.evaluate(nav => (nav.scrollTop = 120))
    const scrolled = await sidebar.evaluate(nav => nav.scrollTop)
    expect(scrolled).toBeGreaterThan(0)
    await sidebar.evaluate(nav => nav.setAttribute("data-probe", "same-element"))
    await sidebar.getByRole("link", { name: "Tickets" }).click()
    await expect(page.locator("main h1")).toHaveText("Tickets")
    // The same element (not a new tree), with the reader's scroll and open categories kept.
    await expect(sidebar).toHaveAttribute("data-probe", "same-element")
    expect(await sidebar.evaluate(nav => nav.scrollTop)).toBe(scrolled)
    await expect(sidebar.getByRole("button", { name: "Collapse Store" })).toHaveAttribute("aria-expanded", "true")
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveText("Tickets")
  })

  test("on first load a deep page's link is scrolled into view inside the sidebar", async ({ page, shell }) => {
    await page.setViewportSize({ width: 1280, height: 500 })
    await shell.open("/website-designs/filters/formatting")
    const current = shell.desktopSidebar.locator('a[aria-current="page"]')
    await expect(current).toBeInViewport()
    expect(await shell.desktopSidebar.evaluate(nav => nav.scrollTop)).toBeGreaterThan(0)
  })

  test("the server-rendered sidebar holds the open path only, not every link of the site", async ({ request }) => {
    const html = await (await request.get("/store/discounts/coupons")).text()
    const sidebar = /<nav[^>]*aria-label="Docs sidebar"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? ""
    // Open: the trail to the page and its siblings. Closed categories: their label (linking
    // to the category page, which lists their pages) and nothing below it.
    expect(sidebar).toContain('href="/store/discounts/coupons"')
    expect(sidebar).toContain('href="/category/basic"')
    expect(sidebar).not.toContain('href="/basic/website-tickets"')
    expect(sidebar).not.toContain('href="/website-designs/filters/formatting"')
  })

  test("expandFirstCategory.js loads async and opens the first category when none is open", async ({
    request,
    shell,
  }) => {
    const html = await (await request.get("/")).text()
    expect(html).toMatch(/<script[^>]*src="\/expandFirstCategory\.js"[^>]*async/)
    await shell.open("/")
    await expect(shell.desktopSidebar.locator(".sidebar-toggle").first()).toHaveAttribute("aria-expanded", "true")
    await expect(shell.desktopSidebar.locator('.sidebar-toggle[aria-expanded="true"]')).toHaveCount(1)
  })
})

test.describe("route progress bar", () => {
  async function recordProgress(page: import("@playwright/test").Page) {
    await page.evaluate(() => {
      const seen = ((window as unknown as { __progressSeen: boolean }).__progressSeen = false)
      void seen
      new MutationObserver(() => {
        if (document.querySelector("#route-progress.visible"))
          (window as unknown as { __progressSeen: boolean }).__progressSeen = true
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["class"] })
    })
  }

  test("appears when a route change takes longer than 200 ms, and goes when it is done", async ({ page, shell }) => {
    await shell.open("/basic/website-pages")
    await page.route("**/page-data/basic/website-tickets/page-data.json", async route => {
      // The server's latency being simulated, not a wait in the test.
      await new Promise(resolve => setTimeout(resolve, 1200))
      await route.continue()
    })
    await shell.navigate("/basic/website-tickets")
    await expect(shell.progressBar).toHaveClass(/visible/)
    await expect(page.locator("main h1")).toHaveText("Tickets")
    await expect(shell.progressBar).not.toHaveClass(/visible/)
  })

  test("never shows for a route change that finishes within 200 ms", async ({ page, shell }) => {
    await shell.open("/basic/website-pages")
    await page.evaluate(() =>
      (window as unknown as { ___loader: { loadPage: (p: string) => Promise<unknown> } }).___loader.loadPage(
        "/basic/website-tickets",
      ),
    )
    await recordProgress(page)
    // Freeze the page's timers: however long rendering takes on a busy machine, less than
    // 200 ms passes for the page until the route change is done. Then let time run on.
    await page.clock.install()
    await shell.navigate("/basic/website-tickets")
    await expect(page.locator("main h1")).toHaveText("Tickets")
    await page.clock.runFor(1000)
    expect(await page.evaluate(() => (window as unknown as { __progressSeen: boolean }).__progressSeen)).toBe(false)
  })
})

test.describe("prefetching", () => {
  const pageDataRequests = (page: import("@playwright/test").Page) => {
    const seen: string[] = []
    page.on("request", request => {
      // Pages' own data only: app-data and the shared static query results (the sidebar
      // trees) belong to the first load of every page, not to prefetching.
      const { pathname } = new URL(request.url())
      if (pathname.startsWith("/page-data/") && !/^\/page-data\/(app-data|sq\/)/.test(pathname)) seen.push(pathname)
    })
    return seen
  }

  test("links prefetch the pages they point to", async ({ page, shell }) => {
    const seen = pageDataRequests(page)
    await shell.open("/basic/website-pages")
    await page.getByRole("link", { name: "Tickets" }).first().hover()
    await expect.poll(() => seen.filter(p => !p.includes("/basic/website-pages/")).length).toBeGreaterThan(0)
    await expect.poll(() => seen).toContain("/page-data/basic/website-tickets/page-data.json")
  })

  for (const [label, connection] of [
    ["a 2g connection", { effectiveType: "2g", saveData: false }],
    ["a slow-2g connection", { effectiveType: "slow-2g", saveData: false }],
    ["data-saver mode", { effectiveType: "4g", saveData: true }],
  ] as const) {
    test(`nothing is prefetched on ${label}`, async ({ page, shell }) => {
      await page.addInitScript(value => {
        Object.defineProperty(Navigator.prototype, "connection", { get: () => value, configurable: true })
      }, connection)
      const seen = pageDataRequests(page)
      await shell.open("/basic/website-pages")
      await page.getByRole("link", { name: "Tickets" }).first().hover()
      // A negative check: Gatsby prefetches on hover at once; nothing may arrive within this window.
      await page.waitForTimeout(1000)
      expect(seen.filter(p => !p.startsWith("/page-data/basic/website-pages/"))).toEqual([])
      // Navigation itself still works; it just loads on demand.
      await page.getByRole("link", { name: "Tickets" }).first().click()
      await expect(page.locator("main h1")).toHaveText("Tickets")
    })
  }
})
