/**
 * The search relevance suite: reader queries (queries.yaml, tuned against) and a held-out set
 * (holdout.yaml, never tuned against) run through the embedded client exactly as the /search
 * page sends them, against the index the build wrote. Prints success@1, success@3, MRR and
 * the zero-result rate per section and fails below the floors. Run after `npm run build`.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import { displayOrder, type SearchHit } from "../src/components/search/hit-display"
import { hitLink, searchParameters, SNIPPET_WORDS } from "../src/components/search/search-params"
import { createLocalSearchClient } from "../src/lib/search/local-client"
import { loadIndexFile } from "../src/lib/search/local-index"
import { formatTable, report, scoreCase, type CaseResult, type RelevanceCase } from "../src/lib/search/relevance"

/** Below these the test run fails. The held-out floor is lower: it measures what tuning cannot see. */
const FLOORS = {
  queries: { successAt3: 0.95, zeroResults: 0.01, successAt1: 0.8 },
  holdout: { successAt3: 0.85, zeroResults: 0.02, successAt1: 0.65 },
}

const root = path.join(__dirname, "..")
const indexFile = path.join(root, "public", "search-index.json")

function readCases(name: string): RelevanceCase[] {
  const cases = parse(readFileSync(path.join(__dirname, `${name}.yaml`), "utf8")) as RelevanceCase[]
  return cases
}

async function run(cases: RelevanceCase[]): Promise<CaseResult[]> {
  const index = loadIndexFile(readFileSync(indexFile, "utf8"))
  const client = createLocalSearchClient(async () => index)
  const params = searchParameters("/", SNIPPET_WORDS)
  const results: CaseResult[] = []
  for (const testCase of cases) {
    const { results: [answer] } = await client.search([{ indexName: "relevance", params: { ...params, query: testCase.q, page: 0 } }])
    const hits = displayOrder(answer.hits as unknown as SearchHit[])
    results.push(scoreCase(testCase, hits.map(hit => hitLink(hit.url).href)))
  }
  return results
}

const summary: Record<string, unknown> = {}

afterAll(() => {
  mkdirSync(path.join(root, "test-results"), { recursive: true })
  writeFileSync(path.join(root, "test-results", "relevance.json"), `${JSON.stringify(summary, null, 2)}\n`)
})

describe.each(Object.entries(FLOORS))("search relevance: %s.yaml", (name, floors) => {
  let results: CaseResult[] = []

  beforeAll(async () => {
    if (!existsSync(indexFile)) throw new Error(`${path.relative(root, indexFile)} is missing: run \`npm run build\` first.`)
    results = await run(readCases(name))
    const figures = report(results)
    summary[name] = { ...figures, misses: results.filter(r => r.rank === 0 || r.rank > 3).map(r => ({ q: r.q, expect: r.expect, rank: r.rank, top: r.pages.slice(0, 3) })) }
    process.stdout.write(`\n${formatTable(`${name}: section`, { ...figures.bySection, ALL: figures.all })}\n\n${formatTable(`${name}: kind`, figures.byKind)}\n`)
  })

  it("has queries of every kind a reader types, each with an answer", () => {
    const cases = readCases(name)
    expect(cases.length).toBeGreaterThanOrEqual(name === "queries" ? 150 : 40)
    for (const c of cases) {
      expect(typeof c.q).toBe("string")
      expect(c.q.length).toBeLessThanOrEqual(64)
      expect(c.expect.length).toBeGreaterThan(0)
    }
  })

  it("answers every expected page from the index (no stale expectation)", () => {
    const file = JSON.parse(readFileSync(indexFile, "utf8")) as { index: { storedFields: Record<string, { hit: { u: string } }> } }
    const pages = new Set(Object.values(file.index.storedFields).map(f => f.hit.u.replace(/#.*$/, "").replace(/(.)\/$/, "$1")))
    const stale = readCases(name).flatMap(c => c.expect.filter(p => !pages.has(p)).map(p => `${c.q} → ${p}`))
    expect(stale).toEqual([])
  })

  it(`meets the floors: success@3 ≥ ${floors.successAt3}, success@1 ≥ ${floors.successAt1}, zero results ≤ ${floors.zeroResults}`, () => {
    const { all } = report(results)
    expect({ successAt3: all.successAt3 >= floors.successAt3, successAt1: all.successAt1 >= floors.successAt1, zeroResults: all.zeroResults <= floors.zeroResults }).toEqual({
      successAt3: true,
      successAt1: true,
      zeroResults: true,
    })
  })
})
