import { createLocalSearchClient } from "../../../src/lib/search/local-client"
import { buildIndexFile, loadIndexFile } from "../../../src/lib/search/local-index"
import { recordsFromPage, type PageBlocks } from "../../../src/lib/search/records"
import { h2, p, page } from "../../support/search-pages"

/** A page with one "Setup" section holding `text`, in the named section of the site. */
const createPage = (path: string, section: string, title: string, text: string): PageBlocks => ({
  ...page(path, title, [h2("setup", "Setup"), p(text)]),
  section,
})

const records = [
  createPage(
    "/store/payment-methods/paypal",
    "Store",
    "PayPal",
    "Connect your PayPal business account, then turn on webhooks so payments are confirmed.",
  ),
  createPage(
    "/store/payment-methods/stripe",
    "Store",
    "Stripe",
    "Card payments through Stripe with webhooks and test mode.",
  ),
  createPage(
    "/api/server-status",
    "API",
    "Server status",
    "The plugin reports online players and webhooks are not involved.",
  ),
  ...Array.from({ length: 30 }, (_, i) =>
    createPage(`/modules/wiki/page-${i}`, "Website modules", `Wiki page ${i}`, "Wiki articles explain webhooks too."),
  ),
].flatMap(recordsFromPage)

const client = createLocalSearchClient(async () => loadIndexFile(JSON.stringify(buildIndexFile(records))))
const ask = async (params: Record<string, unknown>) => (await client.search([{ indexName: "docs", params }])).results[0]

describe("the local search client", () => {
  it("answers in the hosted service's response shape", async () => {
    const result = await ask({ query: "paypal" })
    expect(result).toMatchObject({ query: "paypal", page: 0, hitsPerPage: 20, index: "docs", exhaustiveNbHits: true })
    expect(result.nbHits).toBeGreaterThan(0)
    expect(result.hits[0]).toMatchObject({
      url: "/store/payment-methods/paypal",
      type: "lvl1",
      hierarchy: { lvl0: "Store", lvl1: "PayPal" },
    })
    expect(result.hits[0]._highlightResult.hierarchy.lvl1).toMatchObject({
      value: "<mark>PayPal</mark>",
      matchLevel: "full",
    })
  })

  it("marks the words searched for, never the words the query ignores", async () => {
    const result = await ask({ query: "how do I connect the paypal account", attributesToSnippet: ["content:20"] })
    const paypal = result.hits.find(
      hit => hit.type === "content" && hit.url.startsWith("/store/payment-methods/paypal"),
    )!
    const marked = [...paypal._snippetResult!.content.value.matchAll(/<mark>([^<]*)<\/mark>/g)].map(m => m[1])
    expect(marked).toEqual(expect.arrayContaining(["Connect", "PayPal", "account"]))
    expect(marked.map(word => word.toLowerCase())).not.toContain("then")
    expect(paypal._snippetResult!.content.matchLevel).toBe("full")
  })

  it("pages by 20 hits", async () => {
    const first = await ask({ query: "webhooks" })
    const second = await ask({ query: "webhooks", page: 1 })
    expect(first.hits).toHaveLength(20)
    expect(first.nbPages).toBe(Math.ceil(first.nbHits / 20))
    expect(second.hits[0].objectID).not.toBe(first.hits[0].objectID)
  })

  it("snippets content to the requested number of words, with the request's tags", async () => {
    const result = await ask({
      query: "business",
      attributesToSnippet: ["content:5"],
      highlightPreTag: "__ais-highlight__",
      highlightPostTag: "__/ais-highlight__",
    })
    const content = result.hits.find(h => h._snippetResult)!
    expect(content._snippetResult!.content.value).toContain("__ais-highlight__business__/ais-highlight__")
    expect(
      content
        ._snippetResult!.content.value.replace(/__\/?ais-highlight__|…/g, "")
        .trim()
        .split(/\s+/),
    ).toHaveLength(5)
  })

  it("filters by language and doc tag", async () => {
    const result = await ask({ query: "webhooks", facetFilters: ["language:en", ["docTag:api"]], hitsPerPage: 50 })
    expect(result.hits.length).toBeGreaterThan(0)
    expect(result.hits.every(h => h.docTag === "api")).toBe(true)
  })

  it("ranks the reader's own section first when asked to (contextual search)", async () => {
    const plain = await ask({ query: "webhooks", hitsPerPage: 50 })
    const contextual = await ask({ query: "webhooks", hitsPerPage: 50, optionalFilters: ["docTag:api"] })
    expect(plain.hits[0].docTag).toBe("docs")
    expect(contextual.hits[0].docTag).toBe("api")
  })

  it("returns no hits for an empty query", async () => {
    expect((await ask({ query: "  " })).hits).toEqual([])
  })
})
