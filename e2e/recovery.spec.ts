import { expect, test } from "./fixtures"
import { componentChunks, injectCrash } from "./support/faults"

const TARGET = "/basic/website-pages"

test.describe("failure recovery", () => {
  test("a page that throws while rendering shows 'This page crashed', and 'Try again' renders it", async ({
    page,
    shell,
  }) => {
    // Make the target page's own data throw when the template reads it, while a flag is set:
    // a real render-time exception, without any test hook in the site.
    await injectCrash(page, TARGET, "page")
    const errors: string[] = []
    page.on("pageerror", error => errors.push(error.message))
    await shell.open("/")
    await shell.navigate(TARGET)
    await expect(page.getByRole("heading", { name: "This page crashed" })).toBeVisible()
    await expect(page.getByText("Simulated render failure")).toBeVisible()
    // The shell survives a page crash.
    await expect(shell.mainNav).toBeVisible()
    await page.evaluate(() => ((window as unknown as { __crash: boolean }).__crash = false))
    await page.getByRole("button", { name: "Try again" }).click()
    await expect(page.locator("main h1")).toHaveText("Pages")
    expect(errors).toEqual([])
  })

  test("a failed page load shows the error text and a Retry button that loads the page", async ({ page, shell }) => {
    await page.route(`**/page-data${TARGET}/page-data.json`, route => route.abort())
    await page.goto(TARGET)
    await expect(shell.loadFailure).toBeVisible()
    await expect(shell.loadFailure).toContainText("This page could not be loaded.")
    // The site's network wording for the reader, not Gatsby's internal message.
    await expect(shell.loadFailure).toContainText("You might want to check your network connection.")
    await expect(shell.loadFailure).not.toContainText("page resources")
    await page.unroute(`**/page-data${TARGET}/page-data.json`)
    await shell.loadFailure.getByRole("button", { name: "Retry" }).click()
    await page.waitForFunction(
      () => (window as unknown as { questforgeInteractive?: boolean }).questforgeInteractive === true,
    )
    await expect(shell.loadFailure).toHaveCount(0)
    await expect(page.locator("main h1")).toHaveText("Pages")
  })

  test("a failed route chunk load reloads the page once, never in a loop", async ({ page, shell }) => {
    // From a page of another template: the target's template code is not loaded yet.
    await shell.open("/category/basic")
    let documentLoads = 0
    page.on("request", request => {
      if (request.resourceType() === "document" && new URL(request.url()).pathname === TARGET) documentLoads += 1
    })
    const chunks = await componentChunks(page.request, TARGET)
    expect(chunks.size).toBeGreaterThan(0)
    await page.route(
      url => chunks.has(url.pathname),
      route => route.abort(),
    )
    await shell.navigate(TARGET)
    await expect(shell.loadFailure).toBeVisible({ timeout: 15_000 })
    // A negative check (no second reload): a reload loop would start within this window.
    await page.waitForTimeout(1500)
    expect(documentLoads).toBe(1)
    await expect(page).toHaveURL(new RegExp(`${TARGET}$`))
  })
})

test.describe("browser storage", () => {
  test("when storage is blocked, every page still works and nothing throws", async ({ page, shell }) => {
    await page.addInitScript(() => {
      for (const name of ["localStorage", "sessionStorage"]) {
        Object.defineProperty(window, name, {
          get() {
            throw new DOMException("The operation is insecure.", "SecurityError")
          },
        })
      }
    })
    const errors: string[] = []
    page.on("pageerror", error => errors.push(error.message))
    await shell.open("/basic/website-pages")
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark")
    await page.getByRole("button", { name: "Hide sidebar" }).click()
    await page.getByRole("button", { name: "Show sidebar" }).click()
    await shell.navigate("/api/server-status")
    await expect(page.locator("main h1")).toHaveText("Server status")
    expect(errors).toEqual([])
  })

  test("when storage is full, writes are dropped silently", async ({ page, shell }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException("Quota exceeded", "QuotaExceededError")
      }
    })
    const errors: string[] = []
    page.on("pageerror", error => errors.push(error.message))
    await shell.open("/basic/website-pages")
    await shell.navigate("/basic/website-tickets")
    await expect(page.locator("main h1")).toHaveText("Tickets")
    expect(errors).toEqual([])
  })

  test("the selected docs version is kept per docs instance", async ({ page, shell }) => {
    await shell.open("/basic/website-pages")
    await expect.poll(() => page.evaluate(() => localStorage.getItem("docs-preferred-version-docs"))).toBe("current")
    await shell.navigate("/api/")
    await expect(page.locator("main h1")).toHaveText("API introduction")
    await expect.poll(() => page.evaluate(() => localStorage.getItem("docs-preferred-version-api"))).toBe("current")
  })
})

test.describe("MDX components", () => {
  test("code blocks are highlighted, titled and copyable", async ({ page, context, shell }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    await shell.open("/integrations/servers/minecraft-server-plugin")
    const block = page.locator("figure.code-block", { hasText: "plugins/Questforge/config.yml" }).first()
    await expect(block.locator("figcaption")).toHaveText("plugins/Questforge/config.yml")
    await expect(block.locator(".token.key").first()).toBeVisible()
    // Requested in the fence's meta: `{2} showLineNumbers`.
    await expect(block.locator(".highlight-line")).toHaveCount(1)
    await expect(block.locator(".highlight-line")).toContainText("server-key:")
    await expect(block.locator(".line-number").first()).toHaveAttribute("line", "1")
    await block.getByRole("button", { name: "Copy code to clipboard" }).click()
    await expect(block.getByRole("button", { name: "Copy code to clipboard" })).toHaveText("Copied")
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    // Exactly the code as written: the page's Markdown twin holds the same block, facts resolved.
    const twin = await (await page.request.get("/integrations/servers/minecraft-server-plugin.md")).text()
    const source = /```yaml title="plugins\/Questforge\/config\.yml"[^\n]*\n([\s\S]*?)```/.exec(twin)![1]
    expect(copied.replace(/\n$/, "")).toBe(source.replace(/\n$/, ""))
    expect(copied.split("\n").length).toBe(source.replace(/\n$/, "").split("\n").length)
  })

  test("admonitions, tabs and heading anchors render", async ({ page, shell }) => {
    await shell.open("/api/websites/user-balance")
    await expect(page.locator("aside.admonition").first()).toBeVisible()
    const tabs = page.getByRole("tablist").first()
    const second = tabs.getByRole("tab").nth(1)
    await second.click()
    await expect(second).toHaveAttribute("aria-selected", "true")
    await page.keyboard.press("ArrowLeft")
    await expect(tabs.getByRole("tab").first()).toHaveAttribute("aria-selected", "true")
    await expect(tabs.getByRole("tab").first()).toBeFocused()
    const anchor = page.locator("h2 .heading-anchor").first()
    const id = await page.locator("h2").nth(1).getAttribute("id")
    expect(await anchor.getAttribute("href")).toMatch(/^#.+/)
    expect(id).toBeTruthy()
  })
})

test.describe("failures outside the page", () => {
  test("storage whose methods throw: the site still starts, navigates and searches", async ({
    page,
    shell,
    search,
  }) => {
    await page.addInitScript(() => {
      const fail = () => {
        throw new DOMException("The operation is insecure.", "SecurityError")
      }
      for (const method of ["getItem", "setItem", "removeItem", "key", "clear"] as const) {
        Object.defineProperty(Storage.prototype, method, { configurable: true, value: fail })
      }
    })
    const errors: string[] = []
    page.on("pageerror", error => errors.push(error.message))
    await shell.open("/")
    await shell.navigate("/store/products")
    await expect(page.locator("main h1")).toHaveText("Products")
    await search.search("paypal")
    await expect(search.options.first()).toBeVisible()
    expect(errors).toEqual([])
  })

  test("a render error in the shell shows 'This page crashed' with a way on, not a blank tab", async ({
    page,
    shell,
  }) => {
    await injectCrash(page, TARGET, "shell")
    await shell.open("/search")
    await shell.navigate(TARGET)
    await expect(page.getByRole("heading", { name: "This page crashed" })).toBeVisible()
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible()
    await page.getByRole("link", { name: "Go to the start page" }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(shell.mainNav).toBeVisible()
  })
})
