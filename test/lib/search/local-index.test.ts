import { createLocalSearchClient } from "../../../src/lib/search/local-client"
import {
  buildIndexFile,
  compactHit,
  loadIndexFile,
  processTerm,
  STORED_CONTENT,
} from "../../../src/lib/search/local-index"
import { docTagOfUrl, recordsFromPage, type PageBlocks, type SearchRecord } from "../../../src/lib/search/records"
import type { Synonyms } from "../../../src/lib/search/synonyms"
import { h2, p, type Block } from "../../support/search-pages"

function page(path: string, section: string, title: string, blocks: Block[]): PageBlocks {
  return { path, docTag: docTagOfUrl(path), section, title, blocks }
}

const site: SearchRecord[] = [
  page("/store/payment-methods/paypal", "Store", "PayPal", [
    h2("setup", "Setup"),
    p("Connect your PayPal business account and enable webhooks."),
  ]),
  page("/store/payment-methods/stripe", "Store", "Stripe", [
    h2("setup", "Setup"),
    p("Card payments through Stripe. PayPal is the other online method."),
  ]),
  page("/store/discounts/coupons", "Store", "Coupons", [
    h2("codes", "Codes"),
    p("Coupon codes take an amount off a purchase."),
  ]),
  page("/store/discounts/vouchers", "Store", "Vouchers", [
    h2("value", "Value"),
    p("Vouchers hold a value that buyers redeem at checkout."),
  ]),
  page("/store/products", "Store", "Products", [
    h2("commands", "Commands"),
    p("Commands run on your game server when a player buys a product, such as a rank."),
    h2("expiry", "Expiry"),
    p("A rank can expire after a number of days; the expiry commands then remove it."),
    h2("related", "Related"),
    p("Coupons, vouchers, PayPal, Stripe, ranks, players and game servers."),
  ]),
  page("/store/settings", "Store", "Store settings", [h2("buying", "Buying rules"), p("Settings for who may buy.")]),
  page("/themes/time", "Website designs", "Time functions", [
    h2("zones", "Zones"),
    p("A zone such as EST is refused."),
  ]),
  page("/bans/strikes", "Moderation", "Strike system", [
    h2("warn", "Warnings"),
    p("Three strikes and a player is banned."),
  ]),
  page("/api", "API", "API introduction", [
    h2("errors", "Errors"),
    p("A 422 answer means the request failed validation; a 429 asks you to wait for Retry-After seconds."),
  ]),
  page("/themes/colors", "Website designs", "Color filters", [
    h2("hex_to_rgb", "hex_to_rgb"),
    p("Turns a colour like #ff0000 into red, green and blue."),
  ]),
  page("/integrations/weapon-paints", "Integrations", "WeaponPaints", [
    h2("setup", "Setup"),
    p("Players choose skins on the website."),
  ]),
  page("/games/cs16", "Integrations", "Counter-Strike 1.6", [
    h2("version", "Versions"),
    p("Needs AMX Mod X 1.9 or newer and works on 1.6 servers."),
  ]),
  page("/category/store", "Store", "Store", [
    p("Products, coupons, vouchers, PayPal and Stripe: everything about selling ranks."),
  ]),
].flatMap(recordsFromPage)

const synonyms: Synonyms = {
  equivalent: [["voucher", "gift card"]],
  oneWay: [{ input: "donate", synonyms: ["purchase"] }],
}
const loaded = loadIndexFile(JSON.stringify(buildIndexFile(site, synonyms)))
const client = createLocalSearchClient(async () => loaded)

async function pages(query: string): Promise<string[]> {
  const { results } = await client.search([{ indexName: "test", params: { query, hitsPerPage: 50 } }])
  return [...new Set(results[0].hits.map(hit => hit.url.replace(/#.*$/, "")))]
}
async function urls(query: string): Promise<string[]> {
  const { results } = await client.search([{ indexName: "test", params: { query, hitsPerPage: 50 } }])
  return results[0].hits.map(hit => hit.url)
}

describe("the embedded search engine", () => {
  it("finds a page first when its title is the query, and while the title is being typed", async () => {
    expect((await pages("coupons"))[0]).toBe("/store/discounts/coupons")
    expect((await pages("paypal"))[0]).toBe("/store/payment-methods/paypal")
    expect((await pages("vouch"))[0]).toBe("/store/discounts/vouchers")
  })

  it("corrects a swapped pair of letters and a one-letter typo", async () => {
    expect((await pages("paypla"))[0]).toBe("/store/payment-methods/paypal")
    expect((await pages("stirpe"))[0]).toBe("/store/payment-methods/stripe")
    expect((await pages("cupons"))[0]).toBe("/store/discounts/coupons")
    // A swap that lands on another word of the docs ("setings" → "estings", stem "est") does not
    // hide the missing letter: both are tried.
    expect((await pages("setings"))[0]).toBe("/store/settings")
  })

  it("does not turn a word of the docs into a neighbour: stripe never finds strike", async () => {
    expect(await pages("stripe")).not.toContain("/bans/strikes")
  })

  it("keeps results when one word matches nothing, ranking pages that match more words first", async () => {
    expect(await pages("paypal zzzzqx")).toContain("/store/payment-methods/paypal")
    expect((await pages("rank expires after days"))[0]).toBe("/store/products")
  })

  it("ignores the words of a question", async () => {
    expect((await pages("how do i make my rank expire"))[0]).toBe("/store/products")
    expect(await pages("how do i")).toEqual([])
  })

  it("matches plurals and tenses through stems", async () => {
    expect((await pages("purchased"))[0]).toBe("/store/discounts/coupons")
    expect(await pages("skin")).toContain("/integrations/weapon-paints")
  })

  it("indexes status codes, versions and identifiers as words", async () => {
    expect((await pages("422"))[0]).toBe("/api")
    expect((await pages("retry-after"))[0]).toBe("/api")
    expect((await pages("hex_to_rgb"))[0]).toBe("/themes/colors")
    expect((await pages("1.6"))[0]).toBe("/games/cs16")
  })

  it("splits camel-cased names, so weapon paints finds WeaponPaints", async () => {
    expect((await pages("weapon paints"))[0]).toBe("/integrations/weapon-paints")
  })

  it("applies the synonyms both ways for equivalents and one way for rules", async () => {
    expect((await pages("gift card"))[0]).toBe("/store/discounts/vouchers")
    expect((await pages("donate"))[0]).toBe("/store/discounts/coupons")
    expect(await pages("purchase")).not.toContain("/missing")
  })

  it("shows one result per heading", async () => {
    const found = await urls("rank")
    expect(found.length).toBe(new Set(found).size)
  })

  it("ranks category indexes and Related lists below the pages they point to", async () => {
    const found = await pages("vouchers")
    expect(found.indexOf("/store/discounts/vouchers")).toBeLessThan(found.indexOf("/category/store"))
    expect((await urls("coupons vouchers paypal stripe"))[0]).not.toBe("/store/products#related")
  })
})

describe("what the index keeps small", () => {
  it("finds a word late in a long text and snippets the sentence that holds it", async () => {
    const long = `${"Players join the server and buy ranks in the store. ".repeat(8)}Refunds reverse the commands.`
    const records = recordsFromPage(page("/store/refunds", "Store", "Refunds guide", [p(long)]))
    const small = createLocalSearchClient(async () => loadIndexFile(JSON.stringify(buildIndexFile(records))))
    const { results } = await small.search([
      { indexName: "test", params: { query: "reverse", attributesToSnippet: ["content:10"] } },
    ])
    const hit = results[0].hits[0]
    expect(hit.content!.length).toBeLessThanOrEqual(STORED_CONTENT)
    expect(hit._snippetResult!.content.value).toBe("… Refunds <mark>reverse</mark> the commands.")
  })

  it("stores a compact copy of each record for display", () => {
    const first = site.find(r => r.type === "lvl1")!
    expect(compactHit(first)).toEqual({
      u: "/store/payment-methods/paypal",
      t: "lvl1",
      h: ["Store", "PayPal"],
      c: null,
    })
  })

  it("leaves out stop words and lone characters, keeps numbers of two or more characters", () => {
    expect(processTerm("The")).toBeNull()
    expect(processTerm("x")).toBeNull()
    expect(processTerm("7")).toBeNull()
    expect(processTerm("2025")).toEqual(["2025"])
    expect(processTerm("payments")).toEqual(["payment"])
    expect(processTerm("WeaponPaints")).toEqual(["weaponpaint", "weapon", "paint"])
  })

  it("derives the doc tag from the URL", () => {
    expect(docTagOfUrl("/api/server-status")).toBe("api")
    expect(docTagOfUrl("/api")).toBe("api")
    expect(docTagOfUrl("/apiary")).toBe("docs")
  })
})
