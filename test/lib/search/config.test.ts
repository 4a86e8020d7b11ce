import { createServer, type IncomingMessage, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { searchConfig, TIMEOUTS } from "../../../src/lib/search/config"
import { createHostedSearchClient } from "../../../src/lib/search/hosted-client"

describe("searchConfig", () => {
  it("uses the embedded index unless all three hosted settings are set", () => {
    expect(searchConfig({})).toEqual({ mode: "local", indexUrl: "/search-index.json" })
    expect(searchConfig({ GATSBY_ALGOLIA_APP_ID: "APP", GATSBY_ALGOLIA_SEARCH_KEY: "key" }).mode).toBe("local")
  })

  it("selects the hosted service with the search-only key", () => {
    expect(
      searchConfig({
        GATSBY_ALGOLIA_APP_ID: "APP",
        GATSBY_ALGOLIA_SEARCH_KEY: "search",
        GATSBY_ALGOLIA_INDEX_NAME: "docs",
        GATSBY_ALGOLIA_HOSTS: "127.0.0.1:1, 127.0.0.1:2",
      }),
    ).toEqual({
      mode: "hosted",
      appId: "APP",
      searchKey: "search",
      indexName: "docs",
      hosts: ["127.0.0.1:1", "127.0.0.1:2"],
    })
  })

  it("has the documented timeouts", () => {
    expect(TIMEOUTS).toEqual({ connect: 1000, read: 2000, write: 30000 })
  })
})

describe("the hosted client against a local server with the same REST shape", () => {
  let server: Server
  let port = 0
  const seen: { url: string; headers: IncomingMessage["headers"]; body: unknown }[] = []

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = ""
      request.on("data", chunk => (body += chunk))
      request.on("end", () => {
        seen.push({ url: request.url ?? "", headers: request.headers, body: JSON.parse(body || "{}") })
        response.writeHead(200, { "content-type": "application/json" })
        response.end(
          JSON.stringify({
            results: [
              {
                hits: [{ objectID: "1", url: "/store/products" }],
                nbHits: 1,
                page: 0,
                nbPages: 1,
                hitsPerPage: 20,
                processingTimeMS: 1,
                query: "products",
                params: "",
                exhaustiveNbHits: true,
              },
            ],
          }),
        )
      })
    })
    await new Promise<void>(resolve => server.listen(0, "127.0.0.1", resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>(resolve => server.close(() => resolve())))

  it("posts to the multi-index query endpoint with the search-only key and the filters", async () => {
    const client = createHostedSearchClient({
      mode: "hosted",
      appId: "APP",
      searchKey: "search-only",
      indexName: "docs",
      hosts: [`127.0.0.1:${port}`],
    })
    const response = await client.search([
      { indexName: "docs", params: { query: "products", facetFilters: ["language:en", ["docTag:docs"]] } },
    ])
    expect((response.results[0] as { hits: { url: string }[] }).hits[0].url).toBe("/store/products")
    const request = seen[seen.length - 1]
    expect(request.url).toMatch(/^\/1\/indexes\/\*\/queries/)
    expect(request.headers["x-algolia-api-key"] ?? request.url).toMatch(/search-only/)
    expect(JSON.stringify(request.body)).toContain("docTag:docs")
  })

  it("rejects when no host answers", async () => {
    const client = createHostedSearchClient({
      mode: "hosted",
      appId: "APP",
      searchKey: "k",
      indexName: "docs",
      hosts: ["127.0.0.1:9"],
    })
    await expect(client.search([{ indexName: "docs", params: { query: "x" } }])).rejects.toThrow(/Unreachable hosts/)
  })
})
