import { buildIndex, compactHit, docTagOfUrl, loadIndex, processTerm, SEARCH_OPTIONS, STORED_CONTENT, type StoredHit } from "../local-index"
import { recordsFromPage, type PageBlocks, type SearchRecord } from "../records"

function createPage(path: string, section: string, title: string, text: string[]): PageBlocks {
  return {
    path,
    docTag: path.startsWith("/api") ? "api" : "docs",
    section,
    title,
    blocks: [
      { kind: "heading", level: 2, id: "setup", text: "Setup" },
      ...text.map(t => ({ kind: "text" as const, text: t })),
    ],
  }
}

const records: SearchRecord[] = [
  createPage("/store/payment-methods/paypal", "Store", "PayPal", ["Connect your PayPal business account and enable webhooks."]),
  createPage("/store/payment-methods/stripe", "Store", "Stripe", ["Card payments through Stripe. PayPal is the other online method."]),
  createPage("/store/discounts/coupons", "Store", "Coupons", ["Coupon codes take an amount off a purchase."]),
  createPage("/store/discounts/vouchers", "Store", "Vouchers", ["Vouchers are not coupons: they hold a value."]),
  createPage("/api/server-status", "API", "Server status", ["The plugin reports online players."]),
].flatMap(recordsFromPage)

const urls = (query: string) =>
  loadIndex(JSON.stringify(buildIndex(records)))
    .search(query, SEARCH_OPTIONS)
    .map(hit => (hit.hit as StoredHit).u)

describe("the embedded index", () => {
  it("finds a page first when its title is the query", () => {
    expect(urls("coupons")[0]).toBe("/store/discounts/coupons")
    expect(urls("paypal")[0]).toBe("/store/payment-methods/paypal")
  })

  it("tolerates a typo such as paypla", () => {
    expect(urls("paypla")[0]).toBe("/store/payment-methods/paypal")
  })

  it("matches prefixes while the reader types", () => {
    expect(urls("vouch")[0]).toBe("/store/discounts/vouchers")
  })

  it("requires every word of a multi-word query", () => {
    expect(urls("online players").every(url => url.startsWith("/api/server-status"))).toBe(true)
  })

  it("stores a compact copy of each record for display", () => {
    const page = records.find(r => r.type === "lvl1")!
    expect(compactHit(page)).toEqual({ u: "/store/payment-methods/paypal", t: "lvl1", h: ["Store", "PayPal"], c: null })
  })

  it("survives a round trip through JSON, as the browser loads it", () => {
    expect(urls("stripe")).toContain("/store/payment-methods/stripe")
  })
})

describe("what the index keeps small", () => {
  it("finds a word late in a long text but ships only its start for the snippet", () => {
    const long = `${"Players join the server and buy ranks in the store. ".repeat(8)}Refunds reverse the commands.`
    const page = recordsFromPage(createPage("/store/refunds", "Store", "Refunds guide", [long]))
    const found = loadIndex(JSON.stringify(buildIndex(page))).search("reverse", SEARCH_OPTIONS)
    expect(found.length).toBeGreaterThan(0)
    const stored = (found[0].hit as StoredHit).c!
    expect(stored.length).toBeLessThanOrEqual(STORED_CONTENT + 2)
    expect(stored.endsWith(" …")).toBe(true)
  })

  it("leaves out stop words and bare numbers", () => {
    expect(processTerm("The")).toBeNull()
    expect(processTerm("2025")).toBeNull()
    expect(processTerm("x")).toBeNull()
    expect(processTerm("PayPal")).toBe("paypal")
    expect(urls("the")).toEqual([])
  })

  it("derives the doc tag from the URL", () => {
    expect(docTagOfUrl("/api/server-status")).toBe("api")
    expect(docTagOfUrl("/apiary")).toBe("docs")
  })
})
