import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import AxeBuilder from "@axe-core/playwright"
import { expect, test } from "./fixtures"

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1440, height: 900 }

/** The contents' links as `#id`, in order. */
const hrefsOf = (links: import("@playwright/test").Locator) =>
  links.evaluateAll(nodes => nodes.map(a => a.getAttribute("href") ?? ""))

test.describe("on this page, on a phone", () => {
  test.beforeEach(async ({ page, shell }) => {
    await page.setViewportSize(PHONE)
    await shell.open("/store/products")
  })

  test("a folded contents sits under the title, lists the desktop entries and names the section in view", async ({
    page,
    doc,
  }) => {
    await expect(page.locator(".doc-aside .toc")).toBeHidden()
    const contents = doc.toc
    await expect(contents).toBeVisible()
    // Under the title and before the first section.
    const title = (await doc.heading.boundingBox())!
    const box = (await contents.boundingBox())!
    const firstSection = (await page.locator(".markdown h2").first().boundingBox())!
    expect(box.y).toBeGreaterThan(title.y)
    expect(box.y + box.height).toBeLessThan(firstSection.y)
    // Folded until asked, then the same h2/h3 entries as the desktop contents.
    const links = contents.getByRole("link")
    await expect(links.first()).toBeHidden()
    // A chevron says it opens, and turns when it is open.
    const cue = () => contents.locator("summary").evaluate(el => getComputedStyle(el, "::after").transform)
    const folded = await cue()
    expect(folded).not.toBe("none")
    await contents.getByText("On this page").click()
    await expect(links.first()).toBeVisible()
    expect(await cue()).not.toBe(folded)
    const desktop = await hrefsOf(page.locator(".doc-aside .toc a"))
    const headings = (await doc.articleHeadings()).filter(h => h.level <= 3).map(h => `#${h.id}`)
    expect(desktop).toEqual(headings)
    expect(await hrefsOf(links)).toEqual(desktop)
    // Picking an entry goes there, folds the list and names that section.
    await links.nth(2).click()
    await expect(page).toHaveURL(new RegExp(`${desktop[2]}$`))
    await expect(links.first()).toBeHidden()
    const name = (await page.locator(desktop[2]).innerText()).replace(/#$/, "").trim()
    await expect(contents.locator("summary")).toContainText(name)
    await expect(contents.locator(`a[href="${desktop[2]}"]`)).toHaveAttribute("aria-current", "true")
  })

  test("stays at the top of the window on a long page, below the navbar or in its place", async ({
    page,
    shell,
    doc,
  }) => {
    const contents = doc.toc
    const top = async () => (await contents.boundingBox())!.y
    await page.mouse.wheel(0, 3000)
    await expect(shell.navbar).toHaveClass(/navbar-hidden/)
    await expect.poll(top).toBeLessThan(20)
    await expect(contents).toBeInViewport()
    // The section in view is named in the box.
    const reading = page.locator(".toc-mobile-current")
    await expect(reading).not.toBeEmpty()
    await page.mouse.wheel(0, -300)
    await expect(shell.navbar).not.toHaveClass(/navbar-hidden/)
    const navbarBottom = await shell.navbar.evaluate(bar => bar.getBoundingClientRect().bottom)
    await expect.poll(top).toBeGreaterThanOrEqual(navbarBottom)
    // Open, its entries end on screen, and an entry lands below the box, not under it.
    await contents.getByText("On this page").click()
    const links = contents.getByRole("link")
    await expect(links.last()).toBeVisible()
    expect(await contents.evaluate(box => box.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true)
    const target = (await links.nth(6).getAttribute("href"))!
    await links.nth(6).click()
    await expect(page).toHaveURL(new RegExp(`${target}$`))
    const heading = page.locator(target)
    await expect
      .poll(
        async () =>
          (await heading.boundingBox())!.y -
          ((await contents.boundingBox())!.y + (await contents.boundingBox())!.height),
      )
      .toBeGreaterThan(0)
  })

  test("keeps one line's height for a long section name, and Escape or a tap outside folds it", async ({
    page,
    doc,
  }) => {
    const contents = doc.toc
    const folded = (await contents.boundingBox())!.height
    await page
      .locator("#options-gifts-upgrades-and-global-commands")
      .evaluate(h => h.scrollIntoView({ block: "start" }))
    await page.mouse.wheel(0, 200)
    await expect(page.locator(".toc-mobile-current")).toHaveText("Options, gifts, upgrades and global commands")
    expect((await contents.boundingBox())!.height).toBeLessThanOrEqual(folded + 1)
    const links = contents.getByRole("link")
    await contents.locator("summary").click()
    await expect(links.first()).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(links.first()).toBeHidden()
    await expect(contents.locator("summary")).toBeFocused()
    await contents.locator("summary").click()
    await expect(links.first()).toBeVisible()
    await page.mouse.click(200, 700)
    await expect(links.first()).toBeHidden()
  })

  test("the wide contents column is the only one on a desktop", async ({ page, doc }) => {
    await page.setViewportSize(DESKTOP)
    await expect(doc.toc).toHaveCount(1)
    await expect(page.locator(".doc-aside .toc")).toBeVisible()
  })
})

test.describe("desktop contents", () => {
  test("in a short window, fit the window and scroll to their last entry", async ({ page, shell }) => {
    await page.setViewportSize({ width: 1366, height: 650 })
    await shell.open("/website-designs/local-api")
    const toc = page.locator(".doc-aside .toc")
    await page.mouse.wheel(0, 3000)
    await expect.poll(() => toc.evaluate(box => box.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true)
    const last = toc.locator("a").last()
    await last.scrollIntoViewIfNeeded()
    await expect(last).toBeInViewport()
  })

  test("marks the entry of the section in view, and follows the reader", async ({ page, shell, doc }) => {
    await page.setViewportSize(DESKTOP)
    await shell.open("/store/products")
    const current = doc.toc.locator('a[aria-current="true"]')
    const sections = page.locator(".markdown h2")
    for (const index of [2, 4, 1]) {
      const id = await sections.nth(index).getAttribute("id")
      await sections.nth(index).evaluate(heading => heading.scrollIntoView({ block: "start" }))
      await expect(current).toHaveCount(1)
      await expect(current).toHaveAttribute("href", `#${id}`)
    }
    // Visibly different from the other entries, not only to a screen reader.
    const colourOf = (link: import("@playwright/test").Locator) => link.evaluate(a => getComputedStyle(a).color)
    const other = doc.toc.locator('a:not([aria-current="true"])').first()
    expect(await colourOf(current)).not.toBe(await colourOf(other))
    // Back at the top, before the first section, no entry is marked.
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(current).toHaveCount(0)
  })

  test("on a wide API page, names the section beside the pinned code samples, never the samples", async ({
    page,
    shell,
    doc,
  }) => {
    await page.setViewportSize(DESKTOP)
    await shell.open("/api/store-commands/get-queue-commands")
    const current = doc.toc.locator('a[aria-current="true"]')
    for (const id of ["parameters", "errors"]) {
      await page.locator(`h2#${id}`).evaluate(heading => heading.scrollIntoView({ block: "start" }))
      await expect(current).toHaveAttribute("href", `#${id}`)
    }
    // All the way down the reference, the samples' heading (always on screen) is never the one named.
    const endpoint = await page
      .locator(".endpoint")
      .evaluate(box => ({ top: box.getBoundingClientRect().top + scrollY, height: box.getBoundingClientRect().height }))
    for (let y = endpoint.top; y < endpoint.top + endpoint.height - DESKTOP.height; y += 400) {
      await page.evaluate(to => window.scrollTo(0, to), y)
      await expect(current).toHaveCount(1)
      await expect(current).not.toHaveAttribute("href", "#code-samples")
    }
  })
})

test.describe("heading links", () => {
  test("are reached by keyboard, named after their heading and shown on focus", async ({ page, shell }) => {
    await page.setViewportSize(DESKTOP)
    await shell.open("/store/products")
    const anchor = page.getByRole("link", { name: "Link to section Commands", exact: true })
    await expect(anchor).toHaveAttribute("href", "#commands")
    await expect(anchor).not.toHaveAttribute("aria-hidden", /.*/)
    // Tab from the heading's last focusable neighbour before it lands on the anchor.
    await page.locator("h2#commands").evaluate(heading => {
      const before = document.createElement("button")
      before.textContent = "start"
      heading.before(before)
      before.focus()
    })
    await page.keyboard.press("Tab")
    await expect(anchor).toBeFocused()
    await expect(anchor).toHaveCSS("opacity", "1")
  })

  test("are shown on a touch screen, where nothing hovers", async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true })
    const page = await context.newPage()
    await page.goto("/store/products")
    expect(await page.evaluate(() => matchMedia("(hover: none)").matches)).toBe(true)
    await expect(page.getByRole("link", { name: "Link to section Commands", exact: true })).toHaveCSS("opacity", "1")
    // Shown, the "#" inside the heading's text must stand out from it by more than colour.
    const results = await new AxeBuilder({ page }).analyze()
    expect(results.violations.map(v => `${v.id} (${v.nodes.length})`)).toEqual([])
    await context.close()
  })

  test("stay out of the Markdown twin and the search records", async ({ request }) => {
    const markdown = await (await request.get("/store/products.md")).text()
    expect(markdown).toMatch(/^## Commands$/m)
    expect(markdown).not.toContain("Link to section")
    // The records as the embedded index holds them: the record pieces of its shards.
    const { version } = await (await request.get("/search-index.json")).json()
    const dir = path.join("public", "search-shards", version)
    const records = readdirSync(dir)
      .filter(name => name.startsWith("r-"))
      .map(name => readFileSync(path.join(dir, name), "utf8"))
      .join("\n")
    expect(records).toContain("Commands")
    expect(records).not.toContain("Link to section")
  })
})

test.describe("written tables", () => {
  test("on a phone are one block per row, each value after its column's heading, none cut off", async ({
    page,
    shell,
  }) => {
    await page.setViewportSize(PHONE)
    await shell.open("/store/products")
    const fields = page.locator(".markdown table", { has: page.getByRole("columnheader", { name: "Default" }) }).first()
    const slug = fields.locator("tr", { hasText: "Slug" })
    const name = slug.locator("td").first()
    const fallback = slug.locator("td").last()
    await fallback.scrollIntoViewIfNeeded()
    // The value of the last column is on screen, under the row's name, labelled with its heading.
    await expect(fallback).toBeInViewport({ ratio: 1 })
    await expect(fallback).toHaveAttribute("data-label", "Default: ")
    expect(await fallback.evaluate(cell => getComputedStyle(cell, "::before").content)).toContain("Default")
    const nameBox = (await name.boundingBox())!
    expect((await fallback.boundingBox())!.y).toBeGreaterThanOrEqual(nameBox.y + nameBox.height - 1)
    // No written table on the page scrolls sideways.
    await expect(page.getByRole("region", { name: /scrolls sideways$/ })).toHaveCount(0)
    for (const box of await page.locator(".markdown .table-scroll").all())
      expect(await box.evaluate(b => b.scrollWidth <= b.clientWidth + 1)).toBe(true)
  })

  test("on a wide screen stay tables", async ({ page, shell }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await shell.open("/store/products")
    const fields = page.locator(".markdown table", { has: page.getByRole("columnheader", { name: "Default" }) }).first()
    await expect(fields).toHaveCSS("display", "table")
    await expect(fields.locator("thead")).toHaveCSS("position", "static")
  })
})

test.describe("tables that scroll sideways", () => {
  // Between a phone and a wide screen a written table stays a table, and the widest scroll.
  const TABLET = { width: 640, height: 900 }
  const route = "/website-designs/local-api"

  test(`are named after their headings, each name once: ${route}`, async ({ page, shell }) => {
    await page.setViewportSize(TABLET)
    await shell.open(route)
    const regions = page.getByRole("region", { name: /scrolls sideways$/ })
    await expect(regions.first()).toBeVisible()
    const names = await regions.evaluateAll(nodes => nodes.map(n => n.getAttribute("aria-label") ?? ""))
    expect(names.length).toBeGreaterThan(1)
    expect(new Set(names).size).toBe(names.length)
    expect(names.every(name => /^[^,]+, table( \d+)?, scrolls sideways$/.test(name))).toBe(true)
    const results = await new AxeBuilder({ page }).withRules(["landmark-unique"]).analyze()
    expect(results.violations).toEqual([])
  })

  test("shade the edges that hide more of a table, and tables that fit have none", async ({ page, shell }) => {
    await page.setViewportSize(TABLET)
    await shell.open(route)
    const region = page.getByRole("region", { name: /scrolls sideways$/ }).first()
    await region.scrollIntoViewIfNeeded()
    // Two shades fixed at the box's edges under two covers that scroll with the table: a cover
    // hides its shade while the table ends at that edge.
    const style = () =>
      region.evaluate(box => {
        const { backgroundImage, backgroundAttachment } = getComputedStyle(box)
        return { gradients: backgroundImage.match(/linear-gradient/g)?.length ?? 0, backgroundAttachment }
      })
    expect(await style()).toEqual({ gradients: 4, backgroundAttachment: "local, local, scroll, scroll" })
    const fitting = page.locator(".table-scroll:not([role])").first()
    await expect(fitting).toHaveCSS("background-image", "none")
  })

  test("a table only a little wider than a phone fits it instead of scrolling", async ({ page, shell }) => {
    await page.setViewportSize(PHONE)
    await shell.open("/store/products")
    // Three columns whose longest words came to 354 px in a 350 px column with desktop padding.
    const types = page.locator(".table-scroll", { has: page.getByRole("columnheader", { name: "Payment" }) })
    await expect(types).toBeVisible()
    await expect(types).not.toHaveAttribute("role", "region")
    expect(await types.evaluate(box => box.scrollWidth <= box.clientWidth + 1)).toBe(true)
  })
})

test.describe("page not found", () => {
  const cases = [
    { path: "/store/product", first: "Products", href: "/store/products", query: "store product", section: "Store" },
    {
      path: "/api/store-commands/get-queue",
      first: "Get queue commands",
      href: "/api/store-commands/get-queue-commands",
      query: "api store commands get queue",
      section: "Store commands",
    },
    { path: "/modules/old-module", first: null, href: null, query: "modules old module", section: "Website modules" },
  ]
  for (const { path: missing, first, href, query, section } of cases) {
    test(`offers ${missing}'s section, the nearest pages and a search`, async ({ page, shell }) => {
      const response = await shell.open(missing)
      expect(response?.status()).toBe(404)
      // The reader's own section is the first place to go from here.
      await expect(page.locator(".not-found .category-card-title").first()).toHaveText(section)
      const search = page.getByRole("link", { name: `Search the docs for “${query}”` })
      await expect(search).toHaveAttribute("href", `/search?${new URLSearchParams({ q: query })}`)
      // The report of the broken link names the address.
      const report = page.getByRole("link", { name: "tell us about the broken link" })
      await expect
        .poll(async () => new URL((await report.getAttribute("href"))!).searchParams.get("title"))
        .toBe(`Docs: broken link to ${missing}`)
      if (first === null || href === null) return
      const nearest = page.locator(".not-found-suggestions a")
      await expect(page.getByRole("heading", { name: "Did you mean?" })).toBeVisible()
      await expect(nearest.first()).toHaveText(first)
      await expect(nearest.first()).toHaveAttribute("href", href)
      await nearest.first().click()
      await expect(page).toHaveURL(new RegExp(`${href}$`))
      await expect(page.locator("main h1")).toHaveText(first)
    })
  }

  test("/404/ renders as built, with no hydration error", async ({ page, shell }) => {
    const errors: string[] = []
    page.on("console", message => {
      if (message.type() === "error") errors.push(message.text())
    })
    await shell.open("/404/")
    await expect(page.locator("main h1")).toHaveText("Page not found")
    await expect(page.locator("main p").first()).toContainText("There is no page at /404.")
    expect(errors).toEqual([])
  })

  test("the list of pages is in the not-found page's data only", async ({ request }) => {
    const own = await (await request.get("/page-data/404.html/page-data.json")).text()
    expect(own).toContain("/api/store-commands/get-queue-commands")
    const other = await (await request.get("/page-data/store/categories/page-data.json")).text()
    expect(other).not.toContain("/api/store-commands/get-queue-commands")
  })
})

test.describe("accessibility of the pages changed", () => {
  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    test(`axe finds nothing on ${label}`, async ({ page, shell, doc }) => {
      test.slow()
      await page.setViewportSize(viewport)
      for (const route of ["/store/products", "/api/store-commands/get-queue-commands", "/api/", "/store/product"]) {
        await shell.open(route)
        if (label === "phone" && route !== "/store/product") await doc.toc.getByText("On this page").click()
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
        await doc.expectNoAxeViolations()
      }
    })
  }
})

test.describe("the queue flow diagram", () => {
  const figureOf = (page: import("@playwright/test").Page) =>
    page.getByRole("figure", { name: "How a purchase reaches a game server" })

  for (const [label, viewport, direction] of [
    ["a phone", PHONE, "top to bottom"],
    ["a small laptop", { width: 1024, height: 800 }, "in a row"],
    ["a desktop", DESKTOP, "in a row"],
  ] as const) {
    test(`on ${label}, runs ${direction} with text at reading size, nothing cut off`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto("/api/")
      const figure = figureOf(page)
      await expect(figure).toBeVisible()
      const steps = figure.getByRole("listitem")
      await expect(steps).toHaveText([
        /Player buys/,
        /Payment confirmed/,
        /Commands queued/,
        /Plugin polls.*GET \/server\/commands\/queue/,
        /Plugin reports.*POST \/server\/commands\/complete/,
      ])
      const boxes = await steps.evaluateAll(nodes => nodes.map(n => n.getBoundingClientRect().toJSON() as DOMRect))
      const [a, b] = boxes
      if (direction === "in a row") expect(b.x).toBeGreaterThan(a.x + a.width)
      else expect(b.y).toBeGreaterThan(a.y + a.height)
      // Every word inside its box and the figure; text no smaller than 12 px.
      const figureBox = (await figure.boundingBox())!
      const overflow = await steps.evaluateAll(nodes =>
        nodes.flatMap(n =>
          [...n.querySelectorAll("span")].flatMap(span => {
            const inner = span.getBoundingClientRect()
            const outer = n.getBoundingClientRect()
            const size = parseFloat(getComputedStyle(span).fontSize)
            return inner.right > outer.right + 0.5 || inner.left < outer.left - 0.5 || size < 12
              ? [`${span.textContent} (${size}px)`]
              : []
          }),
        ),
      )
      expect(overflow).toEqual([])
      for (const box of boxes) expect(box.x + box.width).toBeLessThanOrEqual(figureBox.x + figureBox.width + 0.5)
    })
  }
})
