/**
 * The sharded index ranks exactly as the single-file index built from the same records: every
 * query of the suite, plus completions, typos, identifiers and queries the index cannot answer,
 * as the /search page and the modal send them, give the same hits in the same order with the
 * same highlights, counts and pages. Runs after `npm run build`, against the shards in public/.
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import { createLocalSearchClient, type SearchRequest } from "../src/lib/search/local-client"
import { buildIndexFile, loadIndexFile } from "../src/lib/search/local-index"
import { readBuiltSite } from "../src/node/post-build/read-built-site"
import { loadSynonyms } from "../src/node/search/synonyms-file"
import { builtIndexClient, publicDir, root } from "./built-index"

const suite = ["queries", "holdout"].flatMap(name =>
  (parse(readFileSync(path.join(__dirname, `${name}.yaml`), "utf8")) as { q: string }[]).map(c => c.q),
)
/** Shapes the suite has few of: word starts still being typed, typos, codes, stop words only, nothing. */
const shapes = ["pa", "pay", "vouch", "stirpe", "discrod", "webhok", "hex_to_rgb", "Retry-After", "1.6", "the", "xyzzy"]

const requests = (query: string): SearchRequest[] =>
  [[], ["docTag:docs"], ["docTag:api"]].flatMap(optionalFilters =>
    [0, 1].map(page => ({
      indexName: "parity",
      params: {
        query,
        page,
        hitsPerPage: 20,
        facetFilters: ["language:en", ["docTag:docs", "docTag:api"]],
        optionalFilters,
        attributesToSnippet: ["content:10"],
        highlightPreTag: "<em>",
        highlightPostTag: "</em>",
      },
    })),
  )

const comparable = (results: unknown[]) => results.map(result => ({ ...(result as object), processingTimeMS: 0 }))

test("the shards answer every query exactly as the single file does", async () => {
  const { records } = readBuiltSite(publicDir)
  const loaded = loadIndexFile(JSON.stringify(buildIndexFile(records, loadSynonyms(root))))
  const single = createLocalSearchClient(async () => loaded)
  const { client: sharded } = builtIndexClient()
  const differing: string[] = []
  for (const query of [...suite, ...shapes]) {
    const [expected, actual] = await Promise.all([single.search(requests(query)), sharded.search(requests(query))])
    if (JSON.stringify(comparable(actual.results)) !== JSON.stringify(comparable(expected.results)))
      differing.push(query)
  }
  expect(differing).toEqual([])
  expect(suite.length).toBeGreaterThan(250)
}, 60_000)
