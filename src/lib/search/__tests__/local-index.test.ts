import { buildIndex, compactHit, loadIndex, SEARCH_OPTIONS, type StoredHit } from "../local-index"
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
