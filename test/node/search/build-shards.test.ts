import { createLocalSearchClient, createSearchClient } from "../../../src/lib/search/local-client"
import { buildIndex, buildIndexFile, loadIndexFile } from "../../../src/lib/search/local-index"
import { recordsFromPage } from "../../../src/lib/search/records"
import { dictionaryKey, DOCS_PER_SHARD, parseManifest } from "../../../src/lib/search/shards/format"
import { withinEdits } from "../../../src/lib/search/shards/fuzzy"
import { shardSource } from "../../../src/lib/search/shards/source"
import { asLoaded, buildShards } from "../../../src/node/search/build-shards"

const words = "guide store coupon voucher payment webhook discord role server players rank".split(" ")
/**
 * 60 pages whose text shares words in different amounts, with headings that repeat across pages,
 * troubleshooting sections, descriptions, the API's shared-reference page and theme-reference
 * pages, so everything ranking reads from the postings and the manifest is exercised.
 */
const records = Array.from({ length: 60 }, (_, i) =>
  recordsFromPage({
    path:
      i === 0
        ? "/api/"
        : i % 7 === 0
          ? `/api/endpoint-${i}`
          : i % 5 === 2
            ? `/website-designs/functions/page-${i}`
            : `/guides/page-${String(i).padStart(2, "0")}`,
    docTag: i % 7 === 0 ? "api" : "docs",
    section: i % 7 === 0 ? "API" : "Guides",
    title: `${words[i % words.length]} ${words[(i * 3) % words.length]} guide ${i}`,
    ...(i % 4 === 0 ? { description: `Set up the ${words[(i + 5) % words.length]} for your players.` } : {}),
    blocks: [
      { kind: "heading", level: 2, id: "setup", text: "Setup" },
      {
        kind: "text",
        text: Array.from({ length: 5 + (i % 9) }, (_, k) => words[(i + k * k) % words.length]).join(" "),
      },
      ...(i % 3 === 0
        ? [
            { kind: "heading" as const, level: 2, id: "troubleshooting", text: "Troubleshooting" },
            { kind: "text" as const, text: `The ${words[(i + 4) % words.length]} is not working or stays pending.` },
          ]
        : []),
      { kind: "heading", level: 2, id: "related", text: "Related" },
      { kind: "text", text: `See the ${words[(i + 2) % words.length]} pages.` },
    ],
  }),
).flat()
const synonyms = { equivalent: [["voucher", "gift card"]], oneWay: [{ input: "donate", synonyms: ["store"] }] }

/** The shards of the records; `inlineMax` 0 keeps every dictionary in a file, as on a large index. */
function sharded(inlineMax?: number) {
  const { manifest, files } = buildShards(records, synonyms, inlineMax)
  const store = new Map(files)
  const fetched: string[] = []
  const fetchText = jest.fn(async (path: string) => {
    fetched.push(path)
    const text = store.get(path)
    if (text === undefined) throw new Error(`404 ${path}`)
    return text
  })
  const source = shardSource(parseManifest(JSON.stringify(manifest)), fetchText)
  const client = createSearchClient(async () => source)
  return { manifest, store, fetched, fetchText, client }
}

const request = (query: string, optionalFilters: string[] = [], page = 0) => [
  { indexName: "t", params: { query, page, hitsPerPage: 5, optionalFilters, facetFilters: ["language:en"] } },
]

describe("the sharded index", () => {
  it.each([
    ["in the manifest", undefined],
    ["in files", 0],
  ])(
    "answers like the single file, dictionaries %s: order, scores' ties, counts, highlights and pages",
    async (_, inlineMax) => {
      const loaded = loadIndexFile(JSON.stringify(buildIndexFile(records, synonyms)))
      const single = createLocalSearchClient(async () => loaded)
      const { client } = sharded(inlineMax)
      const queries = [
        "coupon",
        "discord role sync",
        "gift card",
        "donate",
        "setup",
        "co",
        "webhok",
        "serevr",
        "the",
        "zzz",
        "webhook not working",
        "server stays pending",
        "role api",
        "payment endpoint",
      ]
      for (const query of queries)
        for (const [filters, page] of [
          [[], 0],
          [["docTag:api"], 0],
          [[], 1],
        ] as const) {
          const expected = (await single.search(request(query, [...filters], page))).results[0]
          const actual = (await client.search(request(query, [...filters], page))).results[0]
          expect({ asked: query, ...actual, processingTimeMS: 0 }).toEqual({
            asked: query,
            ...expected,
            processingTimeMS: 0,
          })
        }
    },
  )

  it("fetches only the dictionaries, postings and documents a query needs", async () => {
    const { client, fetched, manifest, files } = { ...sharded(0), files: buildShards(records, synonyms, 0).files }
    expect(manifest.dictionary).toBeUndefined()
    await client.search(request("coupon"))
    expect(fetched.filter(path => path.includes("/d-"))).toEqual([expect.stringMatching(/\/d-2r\.json$/)])
    expect(fetched.filter(path => path.includes("/p-"))).toHaveLength(1)
    const documents = fetched.filter(path => path.includes("/r-"))
    expect(documents.length).toBeGreaterThan(0)
    expect(documents.length).toBeLessThanOrEqual(5)
    expect(fetched.length).toBeLessThan(files.length / 3)
    expect(manifest.documents).toBe(Math.ceil(records.length / DOCS_PER_SHARD))
  })

  it("asks for no dictionary when the manifest holds them, and writes no dictionary file", async () => {
    const { client, fetched, manifest } = sharded()
    expect(Object.keys(manifest.dictionary ?? {}).sort()).toEqual([...manifest.dictionaries].sort())
    expect(buildShards(records, synonyms).files.filter(([path]) => path.includes("/d-"))).toEqual([])
    await client.search(request("coupon"))
    await client.search(request("webhok")) // a typo: every dictionary is read
    expect(fetched.filter(path => path.includes("/d-"))).toEqual([])
    expect(fetched.filter(path => path.includes("/p-")).length).toBeGreaterThan(0)
  })

  it("fails the query on a damaged dictionary in the manifest", async () => {
    const { manifest, files } = buildShards(records, synonyms)
    const key = dictionaryKey("coupon")
    const damaged = {
      ...manifest,
      dictionary: { ...manifest.dictionary, [key]: { terms: "coupon", order: [], shard: [] } },
    }
    const store = new Map(files)
    const source = shardSource(parseManifest(JSON.stringify(damaged)), async path => store.get(path) ?? "")
    await expect(createSearchClient(async () => source).search(request("coupon"))).rejects.toThrow(
      "A search dictionary shard is damaged",
    )
  })

  it("fails the query on a missing or damaged piece, and asks again only after a wait", async () => {
    const { client, store, fetchText } = sharded()
    const postings = [...store.keys()].filter(path => path.includes("/p-"))
    for (const path of postings) store.set(path, '{"coupon":[1,2,')
    await expect(client.search(request("coupon"))).rejects.toThrow()
    const calls = fetchText.mock.calls.length
    await expect(client.search(request("coupon"))).rejects.toThrow()
    expect(fetchText.mock.calls.length).toBe(calls)
  })

  it("fails the query on postings that hold something other than numbers", async () => {
    for (const damaged of ['{"coupon":[1,0,0,"3"]}', '{"coupon":[0,0,0,128,"1",4]}', '{"coupon":[0,0,0,128,1]}']) {
      const { client, store } = sharded()
      for (const path of [...store.keys()].filter(path => path.includes("/p-"))) store.set(path, damaged)
      await expect(client.search(request("coupon"))).rejects.toThrow("A search postings shard is damaged")
    }
  })

  it("refuses a manifest of another shape", () => {
    expect(() => parseManifest("{}")).toThrow("damaged")
    expect(() => parseManifest('{"synonyms":[1],"index":{"documentCount":"many"}}')).toThrow("damaged")
  })
})

describe("the index as the browser loads it", () => {
  it("has the terms in the order of the loaded single file, which is not the order they were built in", () => {
    const built = buildIndex(records).toJSON()
    const loaded = loadIndexFile(buildIndexFile(records)).index.toJSON()
    const terms = (plain: typeof built) => plain.index.map(([term]) => term)
    expect(terms(built)).not.toEqual(terms(loaded))
    expect(asLoaded(built)).toEqual(loaded)
  })
})

describe("typo distance", () => {
  it("counts insertions, deletions and substitutions, as MiniSearch does", () => {
    expect(withinEdits("webhok", "webhook", 1)).toBe(true)
    expect(withinEdits("serevr", "server", 1)).toBe(false)
    expect(withinEdits("serevr", "server", 2)).toBe(true)
    expect(withinEdits("kitten", "sitting", 2)).toBe(false)
  })
})
