import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures"
import type { Playground } from "./pages/Playground"
import type { Shell } from "./pages/Shell"
import { longestStall } from "./support/main-thread"
import { recordRequests } from "./support/requests"

const LIVE_PAGE = "/website-designs/filters/formatting"
const RUNTIME = /\/twig-runtime[-.]/
const isRuntime = (url: string) => RUNTIME.test(url)

/** The Twig runtime's file answers 404, as after a deploy removed it, until `page.unroute(RUNTIME)`. */
const removeRuntime = (page: Page) => page.route(RUNTIME, route => route.fulfill({ status: 404, body: "gone" }))

/** Opens the page of live examples and scrolls to the first, as a reader does. */
async function openLiveExample(shell: Shell, live: Playground) {
  await shell.open(LIVE_PAGE)
  await live.show()
}

test.describe("live Twig examples", () => {
  test("show the rendered result below the code, matching the documented output, before any edit", async ({
    page,
    shell,
    playground: live,
  }) => {
    const requests = recordRequests(page)
    await openLiveExample(shell, live)
    const code = await live.editor.boundingBox()
    const result = await live.previewFrame.boundingBox()
    expect(result!.y).toBeGreaterThan(code!.y + code!.height - 1)
    await expect(live.preview).not.toBeEmpty()
    // The first render comes from the build: no runtime download until the reader edits.
    expect(requests.filter(isRuntime)).toEqual([])
    await live.toggle.click()
    expect((await live.source.textContent())!.trim()).toBe((await live.documentedOutput.textContent())!.trim())
  })

  test("every preview, down to the page's last, is made and sized to its content once it is scrolled to", async ({
    page,
    shell,
    doc,
  }) => {
    await shell.open(LIVE_PAGE)
    await doc.waitForHydration()
    const figures = page.locator("figure.live-twig")
    expect(await figures.count()).toBeGreaterThan(5)
    const last = figures.last()
    // Far below the first screen, the last example's preview is a sized box, not yet a document.
    await expect(last.locator("svg.live-twig-preview")).toHaveCount(1)
    await expect(last.locator("iframe")).toHaveCount(0)
    await last.scrollIntoViewIfNeeded()
    const frame = last.locator("iframe.live-twig-preview")
    const fitted = () =>
      frame.evaluate((element: HTMLIFrameElement) => {
        const body = element.contentDocument?.body
        return body ? element.style.height === `${Math.max(body.scrollHeight, 32)}px` : false
      })
    await expect.poll(fitted).toBe(true)
    await expect(frame.contentFrame().locator("body")).not.toBeEmpty()
  })

  test("no preview document is in the page's HTML: each result is a box of its estimated height", async ({
    request,
  }) => {
    const html = await (await request.get(LIVE_PAGE)).text()
    const examples = html.match(/<figure[^>]*class="live-twig"/g) ?? []
    const boxes = html.match(/<svg[^>]*class="live-twig-preview"[^>]*height="\d+"/g) ?? []
    const errors = html.match(/class="live-twig-error"/g) ?? []
    expect(examples.length).toBeGreaterThan(5)
    expect(html).not.toContain("<iframe")
    expect(boxes.length + errors.length).toBe(examples.length)
  })

  test("without JavaScript: the template and its Output block, no empty result box or dead buttons", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(LIVE_PAGE)
    const example = page.locator("figure.live-twig").first()
    await example.scrollIntoViewIfNeeded()
    await expect(example.getByLabel("Twig template")).toHaveValue(/store\.products/)
    await expect(example.getByLabel("Twig template")).toHaveAttribute("readonly", "")
    await expect(example.locator(".live-twig-preview")).toBeHidden()
    await expect(example.getByRole("button")).toHaveCount(0)
    await expect(example.locator("xpath=following-sibling::*[1]").locator("pre")).toContainText("VIP rank")
    await context.close()
  })

  test("re-render as the reader types, show errors inline with their line, and reset", async ({
    page,
    shell,
    playground: live,
  }) => {
    const requests = recordRequests(page)
    await openLiveExample(shell, live)
    const original = await live.editor.inputValue()
    const originalResult = (await live.preview.textContent())!
    await expect(live.reset).toBeDisabled()
    await live.editor.fill("{{ 'quest'|upper }} {{ 3|ordinal }}")
    await expect(live.preview).toHaveText("QUEST 3rd")
    expect(requests.filter(isRuntime).length).toBe(1)
    await live.editor.fill("Hello\n{{ 5|nope }}")
    await expect(live.error).toContainText("Line 2")
    await expect(live.error).toContainText('Unknown filter "nope"')
    await live.reset.click()
    await expect(live.editor).toHaveValue(original)
    await expect(live.preview).toHaveText(originalResult)
  })

  test("toggle between the preview and the HTML source", async ({ shell, playground: live }) => {
    await shell.open(LIVE_PAGE)
    await live.editor.fill("<strong>{{ 12|ordinal }}</strong>")
    await expect(live.preview.locator("strong")).toHaveText("12th")
    await live.toggle.click()
    await expect(live.source).toHaveText("<strong>12th</strong>")
    await live.toggle.click()
    await expect(live.preview.locator("strong")).toHaveText("12th")
  })

  test("keep the sample website's markup out of the docs page", async ({ page, shell, playground }) => {
    await shell.open("/website-designs/functions/general")
    await playground.show()
    // Previews render whole sample pages (with their own h1) inside their own documents.
    await expect(page.locator("h1")).toHaveCount(1)
    await expect(playground.previewFrame).toHaveAttribute("sandbox", "allow-same-origin")
  })

  test("escape variables and sanitise what the template outputs", async ({ page, shell, playground: live }) => {
    page.on("dialog", dialog => {
      throw new Error(`A template ran a script: ${dialog.message()}`)
    })
    await shell.open(LIVE_PAGE)
    await live.editor.fill(
      `{{ '<b>bold</b>' }}<img src="/favicon.svg" onerror="window.__pwn=1" onload="window.__pwn=2"><script>window.__pwn=3</script><a href="javascript:alert(1)">x</a>`,
    )
    await expect(live.preview).toContainText("<b>bold</b>")
    expect(await live.preview.locator("script, b").count()).toBe(0)
    await expect(live.preview.locator("img")).not.toHaveAttribute("onload", /.*/)
    await expect(live.preview.locator("a")).not.toHaveAttribute("href", /javascript/)
    // The image has loaded (or failed): its load and error handlers would have run by now.
    await expect.poll(() => live.preview.locator("img").evaluate(img => (img as HTMLImageElement).complete)).toBe(true)
    expect(await page.evaluate(() => (window as unknown as { __pwn?: number }).__pwn)).toBeUndefined()
  })

  test("pass axe", async ({ page, shell }) => {
    await shell.open(LIVE_PAGE)
    // The frames hold sample output (the template author's markup, not the docs'); axe checks
    // the frame elements themselves, e.g. their titles. Legacy mode: the default mode opens a
    // blank page to merge frame results, which this Chromium refuses in a test context.
    const results = await new AxeBuilder({ page })
      .include("figure.live-twig")
      .setLegacyMode(true)
      .options({ iframes: false })
      .analyze()
    expect(results.violations).toEqual([])
  })
})

test.describe("live examples cannot freeze the page", () => {
  for (const [kind, template] of [
    ["a loop of a hundred million", "{% for i in 1..100000000 %}{% endfor %}done"],
    [
      "a regular expression that backtracks without end",
      `{% if '${"a".repeat(32)}!' matches '/^(a+)+$/' %}yes{% endif %}`,
    ],
  ] as const) {
    test(`${kind} is stopped with a message while the page stays responsive`, async ({
      page,
      shell,
      playground: live,
    }) => {
      await openLiveExample(shell, live)
      await live.editor.fill(template)
      // A template on the page's thread blocked it for 14 s to minutes; in the worker the page keeps
      // running (the bound leaves room for a test machine whose cores the worker's loop keeps busy).
      expect(await longestStall(page, 1500)).toBeLessThan(3000)
      await expect(live.error).toContainText("ran longer than 1 s and was stopped")
      // The next edit gets a fresh worker.
      await live.editor.fill("{{ 'after'|upper }}")
      await expect(live.preview).toHaveText("AFTER")
    })
  }

  test("a result larger than the output limit is named, not drawn", async ({ shell, playground: live }) => {
    await openLiveExample(shell, live)
    await live.editor.fill(`{% for i in 1..3000 %}${"x".repeat(100)}{% endfor %}`)
    await expect(live.error).toContainText("The result is 300 KB of HTML, more than the 200 KB")
  })

  test("a template that prints nothing says so instead of an empty box", async ({ page, shell, playground: live }) => {
    await openLiveExample(shell, live)
    await live.editor.fill("{% if false %}hidden{% endif %}")
    await expect(page.getByText("The template printed nothing.")).toBeVisible()
    await live.editor.fill("{{ 'back'|upper }}")
    await expect(live.preview).toHaveText("BACK")
  })

  test("typing renders once the reader pauses, with the last template typed", async ({
    page,
    shell,
    playground: live,
  }) => {
    await openLiveExample(shell, live)
    await live.editor.fill("")
    await live.editor.pressSequentially("{{ 'abc'|upper }}", { delay: 10 })
    await expect(live.preview).toHaveText("ABC")
    await page.waitForTimeout(400)
    await expect(live.preview).toHaveText("ABC")
  })

  test("when the runtime is gone after a deploy, Reload page keeps the edited template", async ({
    page,
    shell,
    playground: live,
  }) => {
    await openLiveExample(shell, live)
    await removeRuntime(page)
    const edited = "{{ 'kept across the reload'|upper }}"
    await live.editor.fill(edited)
    await expect(live.error).toContainText("could not be loaded")
    await expect(live.error).toContainText("your edited template is kept")
    await page.unroute(RUNTIME)
    await live.figure.getByRole("button", { name: "Reload page" }).click()
    await page.waitForLoadState("load")
    await live.show()
    await expect(live.editor).toHaveValue(edited)
    await expect(live.preview).toHaveText("KEPT ACROSS THE RELOAD")
    // Restored once: a later reload shows the example as written.
    await page.reload()
    await live.show()
    await expect(live.editor).not.toHaveValue(edited)
  })

  test("an edit kept while the runtime was gone does not come back once a later edit rendered", async ({
    page,
    shell,
    playground: live,
  }) => {
    await openLiveExample(shell, live)
    await removeRuntime(page)
    await live.editor.fill("{{ 'first edit'|upper }}")
    await expect(live.error).toContainText("your edited template is kept")
    await page.unroute(RUNTIME)
    await live.editor.fill("{{ 'second edit'|upper }}")
    await expect(live.preview).toHaveText("SECOND EDIT")
    await page.reload()
    await live.show()
    await expect(live.editor).not.toHaveValue(/first edit/)
  })

  test("when the browser refuses to store the edit, the page says so and Reload page asks first", async ({
    page,
    shell,
    playground: live,
  }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError")
      }
    })
    await openLiveExample(shell, live)
    await removeRuntime(page)
    const edited = "{{ 'not stored'|upper }}"
    await live.editor.fill(edited)
    await expect(live.error).toContainText("copy it before you reload the page")
    await expect(live.error).not.toContainText("is kept")
    // The question blocks the click until it is answered: answer it as it opens.
    const questions: string[] = []
    page.once("dialog", dialog => {
      questions.push(dialog.message())
      void dialog.dismiss()
    })
    await live.figure.getByRole("button", { name: "Reload page" }).click()
    expect(questions).toEqual([expect.stringContaining("Reload anyway and lose it?")])
    await expect(live.editor).toHaveValue(edited)
  })
})

test("pages without live examples never download the Twig runtime", async ({ page, shell, search }) => {
  const requests = recordRequests(page)
  await shell.open("/store/products")
  await shell.navigate("/api/server-status")
  await page.waitForURL(/server-status/)
  await search.search("twig")
  await expect(page.getByRole("dialog").getByRole("option").first()).toBeVisible()
  // A negative check: every request the page and the modal start by themselves must be in first.
  await page.waitForLoadState("networkidle")
  expect(requests.filter(isRuntime)).toEqual([])
  expect(requests.filter(url => url.endsWith(".js")).length).toBeGreaterThan(3)
})
