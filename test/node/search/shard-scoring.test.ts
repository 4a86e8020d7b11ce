import MiniSearch, { type AsPlainObject, type SearchResult } from "minisearch"
import { buildIndexFile, INDEX_OPTIONS, loadIndexFile, SEARCH_OPTIONS } from "../../../src/lib/search/local-index"
import { queryTree } from "../../../src/lib/search/minisearch-query"
import type { ParsedQuery } from "../../../src/lib/search/query"
import { recordsFromPage } from "../../../src/lib/search/records"
import { indexSource } from "../../../src/lib/search/search-source"
import { parseManifest } from "../../../src/lib/search/shards/format"
import { withinEdits } from "../../../src/lib/search/shards/fuzzy"
import { shardSource } from "../../../src/lib/search/shards/source"
import { buildShards } from "../../../src/node/search/build-shards"

/**
 * The shards score a query from their postings without building a MiniSearch index for it;
 * this checks, query by query, that the records, their order, their scores (exactly), the
 * query terms each matched and the index terms it matched are those MiniSearch gave when the
 * shards loaded the query's postings into an index of their own, for words, completions,
 * typos, synonyms, identifiers and codes.
 */
const words = (
  "payment payments paypal pay payout store storefront coupon voucher gift card webhook webhooks " +
  "discord role roles server servers players player rank ranks donate donation theme themes"
).split(" ")
const codes = ["hex_to_rgb", "Retry-After", "v1.20.4", "422", "1.6", "key_scope", "WeaponPaints"]

const records = Array.from({ length: 90 }, (_, i) =>
  recordsFromPage({
    path: i % 9 === 0 ? `/api/endpoint-${i}` : i % 13 === 0 ? `/category/part-${i}` : `/guides/page-${i}`,
    docTag: i % 9 === 0 ? "api" : "docs",
    section: i % 9 === 0 ? "API" : "Guides",
    title: `${words[i % words.length]} ${words[(i * 7) % words.length]} ${i % 5 === 0 ? codes[i % codes.length] : ""}`,
    ...(i % 4 === 0 ? { description: `Set up ${words[(i + 3) % words.length]} for your players.` } : {}),
    blocks: [
      { kind: "heading", level: 2, id: "setup", text: `Setup ${words[(i * 5) % words.length]}` },
      {
        kind: "text",
        text: Array.from({ length: 4 + (i % 11) }, (_, k) => words[(i + k * k) % words.length]).join(" "),
      },
      { kind: "text", text: `Use ${codes[(i * 3) % codes.length]} with ${words[(i * 11) % words.length]}.` },
      ...(i % 3 === 0
        ? [
            { kind: "heading" as const, level: 3, id: "troubleshooting", text: "Troubleshooting" },
            { kind: "text" as const, text: `The ${words[(i + 4) % words.length]} is not working or stays pending.` },
          ]
        : []),
      { kind: "heading", level: 2, id: "related", text: "Related" },
      { kind: "text", text: `See the ${words[(i + 2) % words.length]} pages.` },
    ],
  }),
).flat()

const synonyms = {
  equivalent: [["voucher", "gift card"]],
  oneWay: [{ input: "donate", synonyms: ["store", "payment"] }],
}

const queries = [
  // words, several words, a question
  "payment",
  "discord role server",
  "how do i give players a rank after they pay",
  // completions of a word still being typed (one letter pair up to most of a word)
  "pa",
  "pay",
  "paym",
  "sto",
  "the",
  "discord ro",
  // typos: one and two edits, a swapped pair of letters
  "webhok",
  "paymnet",
  "serevr",
  "storefornt",
  "paymentss",
  "stoerfrnot",
  "discrod role",
  // synonyms: a phrase, a one-way word
  "gift card",
  "donate",
  "voucher code",
  // identifiers and codes, whole and in parts
  "hex_to_rgb",
  "hex rgb",
  "Retry-After",
  "retry after",
  "422",
  "1.6",
  "v1.20.4",
  "weapon paints",
  // a symptom, words the index has not, nothing at all
  "webhook not working",
  "xyzzy",
  "zz",
]

function sources() {
  const loaded = loadIndexFile(JSON.stringify(buildIndexFile(records, synonyms)))
  const { manifest, files } = buildShards(records, synonyms)
  const store = new Map(files)
  const sharded = shardSource(parseManifest(JSON.stringify(manifest)), async path => store.get(path)!)
  return { whole: indexSource(loaded), sharded, plain: loaded.index.toJSON() }
}

/**
 * The previous way: a MiniSearch index loaded with the postings of every term the query can
 * match (the word, its completions, its typos), in the whole index's term order, with the
 * whole index's totals.
 */
function previous(plain: AsPlainObject, parsed: ParsedQuery): SearchResult[] {
  const matchable = (term: string) =>
    parsed.leaves.some(
      leaf =>
        term === leaf.term ||
        (leaf.prefix && term.startsWith(leaf.term)) ||
        (leaf.fuzzy && withinEdits(leaf.term, term, leaf.fuzzy)),
    )
  const index = MiniSearch.loadJS({ ...plain, index: plain.index.filter(([term]) => matchable(term)) }, INDEX_OPTIONS)
  return index.search(queryTree(parsed), SEARCH_OPTIONS)
}

const scored = (results: SearchResult[]) =>
  results.map(({ id, score, queryTerms, terms, match }) => ({ id, score, queryTerms, terms, match }))

describe("scoring from the shards' postings", () => {
  it("gives the records, order, scores and matched terms MiniSearch gave, for every kind of query", async () => {
    const { whole, sharded, plain } = sources()
    let matched = 0
    // Twice, the second time backwards: nothing of one query may leak into the next.
    for (const query of [...queries, ...[...queries].reverse()]) {
      const parsed = await sharded.parse(query)
      expect(parsed).toEqual(await whole.parse(query))
      if (!parsed.leaves.length) continue
      const expected = scored(previous(plain, parsed))
      const actual = scored((await sharded.search(parsed)).results)
      expect({ query, actual }).toEqual({ query, actual: expected })
      matched += expected.length
    }
    expect(matched).toBeGreaterThan(2_000)
  })

  it("covers completions, typos and synonyms: the queries above reach each kind of term", async () => {
    const { whole } = sources()
    const leaves = (await Promise.all(queries.map(query => whole.parse(query)))).flatMap(parsed => parsed.leaves)
    expect(leaves.some(leaf => leaf.prefix)).toBe(true)
    expect(leaves.some(leaf => leaf.fuzzy === 1)).toBe(true)
    expect(leaves.some(leaf => leaf.fuzzy === 2)).toBe(true)
    expect(leaves.some(leaf => leaf.boost < 1)).toBe(true)
  })
})
