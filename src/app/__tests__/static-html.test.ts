import { pageModuleReady } from "../page-module-ready"
import { staticHtmlLoaded, staticHtmlTable } from "../static-html"

const respond = (body: unknown, status = 200) =>
  Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) } as Response)

/** A page on screen: its content root's key and its marked elements (number, inside). */
function showPage(key: string, elements: [string, string][]) {
  const root = {
    querySelectorAll: (selector: string) =>
      selector === "[data-h]" ? elements.map(([index, innerHTML]) => ({ getAttribute: () => index, innerHTML })) : [],
  }
  ;(global as { document?: unknown }).document = {
    querySelector: (selector: string) => (selector === `[data-static-html="${key}"]` ? root : null),
  }
}

describe("static HTML strings in the browser", () => {
  afterEach(() => {
    delete (global as { document?: unknown }).document
  })

  it("hands over strings given with the module (HTML renderer, develop)", () => {
    const html = staticHtmlTable("k0", 2, ["<b>a</b>", "c"])
    expect([html(0), html(1)]).toEqual([{ __html: "<b>a</b>" }, { __html: "c" }])
    return expect(staticHtmlLoaded("k0")).resolves.toBeUndefined()
  })

  it("reads the page on screen's strings back from its HTML, with no request", async () => {
    const fetch = jest.fn()
    global.fetch = fetch
    showPage("k1", [
      ["1", "two <em>2</em>"],
      ["0", "<li>one</li>"],
    ])
    const html = staticHtmlTable("k1", 2, null)
    expect([html(0), html(1)]).toEqual([{ __html: "<li>one</li>" }, { __html: "two <em>2</em>" }])
    await staticHtmlLoaded("k1")
    expect(fetch).not.toHaveBeenCalled()
  })

  it("fetches another page's strings file, and the page module waits for it", async () => {
    const fetch = jest.fn(() => respond(["x", "<i>y</i>"]))
    global.fetch = fetch
    // Another page is on screen, and one of this page's strings is missing from any HTML.
    showPage("k2", [["0", "z"]])
    const html = staticHtmlTable("k2", 2, null)
    const module = { staticHtmlKey: "k2", default: "Page" }
    await expect(pageModuleReady(module)).resolves.toBe(module)
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch).toHaveBeenCalledWith("/static-html/k2.json")
    expect(html(1)).toEqual({ __html: "<i>y</i>" })
  })

  it("reports a failed or damaged file, and fetches again on the next attempt", async () => {
    global.fetch = jest.fn(() => respond(null, 404))
    staticHtmlTable("k3", 1, null)
    await expect(staticHtmlLoaded("k3")).rejects.toThrow("HTTP 404")
    global.fetch = jest.fn(() => respond([1]))
    await expect(staticHtmlLoaded("k3")).rejects.toThrow("damaged")
    global.fetch = jest.fn(() => respond(["ok"]))
    await expect(pageModuleReady({ staticHtmlKey: "k3" })).resolves.toEqual({ staticHtmlKey: "k3" })
  })

  it("lets a page without strings through at once", async () => {
    await expect(pageModuleReady({ staticHtmlKey: null })).resolves.toEqual({ staticHtmlKey: null })
    await expect(pageModuleReady(undefined)).resolves.toBeUndefined()
  })
})
