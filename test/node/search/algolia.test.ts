import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { searchParameters } from "../../../src/lib/search/request-params"
import { SEARCH_BODY } from "../../../src/lib/site-html/regions"
import { dictionaryKey } from "../../../src/lib/search/shards/format"
import { keepCheckedSite, NOT_CHECKED } from "../../../src/node/post-build/checked-site"
import { readBuiltSite } from "../../../src/node/post-build/read-built-site"
import { writeSearchIndex } from "../../../src/node/search/write-index"
import { algoliaPlugin, INDEX_SETTINGS, PUBLISH_SKIPPED, toPublishedObject } from "../../../src/node/search/algolia"
import type { SearchRecord } from "../../../src/lib/search/records"

const createRecord = (overrides: Partial<SearchRecord> = {}): SearchRecord => ({
  objectID: "/store/products#commands:3",
  hierarchy: { lvl0: "Store", lvl1: "Products", lvl2: "Commands", lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content: null,
  type: "lvl2",
  url: "/store/products#commands",
  language: "en",
  docTag: "docs",
  weight: 2,
  ...overrides,
})

const fullEnv = { ALGOLIA_APP_ID: "APP", ALGOLIA_ADMIN_KEY: "admin-secret", ALGOLIA_INDEX_NAME: "questforge_docs" }

describe("publishing the hosted index", () => {
  it("is skipped when none of the three settings is present, and the build says so in one line", async () => {
    expect(algoliaPlugin({})).toBeNull()
    const dir = mkdtempSync(path.join(tmpdir(), "write-index-"))
    mkdirSync(path.join(dir, "public", "store"), { recursive: true })
    mkdirSync(path.join(dir, "content"))
    writeFileSync(path.join(dir, "content", "search-synonyms.yaml"), "equivalent: [[voucher, gift card]]\n")
    writeFileSync(
      path.join(dir, "public", "store", "index.html"),
      `<article ${SEARCH_BODY}><h1>Store</h1><p>Vouchers and coupons.</p></article>`,
    )
    const lines: string[] = []
    const key = process.env.ALGOLIA_ADMIN_KEY
    delete process.env.ALGOLIA_ADMIN_KEY
    await writeSearchIndex(readBuiltSite(path.join(dir, "public")).records, dir, {
      info: (line = "") => lines.push(line),
    })
    if (key !== undefined) process.env.ALGOLIA_ADMIN_KEY = key
    expect(lines).toContain(
      "Search: hosted index not published (set ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY and ALGOLIA_INDEX_NAME to publish); the embedded index is used.",
    )
    expect(lines).toContain(PUBLISH_SKIPPED)
    const file = JSON.parse(readFileSync(path.join(dir, "public", "search-index.json"), "utf8"))
    expect(file.synonyms.equivalent).toEqual([["voucher", "gift card"]])
    expect(file.documentCount).toBeGreaterThan(0)
    // The manifest holds a small index's dictionaries and names its shards and the worker that
    // searches them, all written beside it.
    expect(file.dictionary[dictionaryKey("voucher")].terms).toContain("voucher")
    expect(readdirSync(path.join(dir, "public", "search-shards", file.version))).toEqual(
      expect.arrayContaining(["p-0.json", "r-0.json"]),
    )
    expect(readFileSync(path.join(dir, "public", "search-worker.js"), "utf8")).toContain("search-index.json")
  })

  it("stops the build when only some settings are present, naming the missing ones", () => {
    expect(() => algoliaPlugin({ ALGOLIA_APP_ID: "APP" })).toThrow(
      "Search publishing is half configured: ALGOLIA_ADMIN_KEY, ALGOLIA_INDEX_NAME are not set. Set all of ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY, ALGOLIA_INDEX_NAME to publish the hosted index, or none of them to use only the embedded index.",
    )
    expect(() => algoliaPlugin({ ...fullEnv, ALGOLIA_ADMIN_KEY: " " })).toThrow("ALGOLIA_ADMIN_KEY is not set")
  })

  it("configures gatsby-plugin-algolia with the index, the settings and the admin key", () => {
    const plugin = algoliaPlugin(fullEnv)!
    expect(plugin.resolve).toBe("gatsby-plugin-algolia")
    expect(plugin.options).toMatchObject({ appId: "APP", apiKey: "admin-secret", indexName: "questforge_docs" })
    expect(plugin.options.queries[0].settings).toBe(INDEX_SETTINGS)
    expect(plugin.options.algoliasearchOptions).not.toHaveProperty("hosts")
  })

  it("publishes only the records of a site that passed the post-build checks", () => {
    const { transformer } = algoliaPlugin(fullEnv)!.options.queries[0]
    keepCheckedSite(undefined)
    expect(() => transformer()).toThrow(NOT_CHECKED)
    const records = [createRecord()]
    keepCheckedSite({
      pages: [],
      records,
      inlineHashes: { scripts: new Set(), styles: new Set(), styleAttributes: new Set() },
    })
    expect(transformer()).toEqual(records.map(toPublishedObject))
    keepCheckedSite(undefined)
  })

  it("can be pointed at a local server speaking the same REST shape", () => {
    const plugin = algoliaPlugin({ ...fullEnv, ALGOLIA_HOSTS: "127.0.0.1:9312, search.example.net" })!
    expect(plugin.options.algoliasearchOptions.hosts).toEqual([
      { url: "127.0.0.1:9312", protocol: "http" },
      { url: "search.example.net", protocol: "https" },
    ])
  })

  it("makes every attribute the browser filters on a facet", () => {
    const filters = searchParameters("/store/products", 10).facetFilters.flat()
    const attributes = [...new Set(filters.map(filter => filter.split(":")[0]))]
    expect(attributes.length).toBeGreaterThan(0)
    for (const attribute of attributes) expect(INDEX_SETTINGS.attributesForFaceting).toContain(attribute)
  })
})

describe("a published record", () => {
  it("keeps the record and adds the id and content digest the plugin compares", () => {
    const published = toPublishedObject(createRecord())
    expect(published).toMatchObject({
      id: "/store/products#commands:3",
      objectID: "/store/products#commands:3",
      url: "/store/products#commands",
    })
    expect(published.internal.contentDigest).toMatch(/^[0-9a-f]{32}$/)
  })

  it("gets a new digest when its text changes, and the same one when it does not", () => {
    const digest = (r: SearchRecord) => toPublishedObject(r).internal.contentDigest
    expect(digest(createRecord())).toBe(digest(createRecord()))
    expect(digest(createRecord({ content: "Commands run on the server" }))).not.toBe(digest(createRecord()))
  })
})
