// `node scripts/compare-search-workers.mjs <old worker> <new worker> <index dir>... [--rounds N] [--few]`:
// whether two builds of the search worker (public/search-worker.js, one saved from an earlier
// build) give the reader exactly the same answers, and how long each takes per query. Each
// index dir is one written by scripts/search-scale-index.ts (search-index.json, search-shards/,
// search-index.single.json). Both workers run in this process with the files read from disk in
// place of fetch, on the bench's queries (scripts/bench-search.mjs: titles, word starts, typos,
// the relevance suite) plus a few shapes the list has few of, each asked as the /search page
// and the modal ask it (no section, a docs page, an API page; pages 1 and 2). Every answer must
// be the same JSON (processing time aside); exits 1 on any difference. Then times both, warm,
// alternating round by round, and prints p50 / p95 per index.
import { readFileSync } from "node:fs"
import path from "node:path"
import { performance } from "node:perf_hooks"
import { benchQueries } from "./bench-search.mjs"

const args = process.argv.slice(2)
const roundsAt = args.indexOf("--rounds")
const rounds = roundsAt === -1 ? 3 : Number(args.splice(roundsAt, 2)[1])
// `--few`: three of the six ways of asking (no section and a docs page, page 1; an API page,
// page 2), for a large index, where an old worker is slow.
const fewAt = args.indexOf("--few")
const few = fewAt !== -1 && Boolean(args.splice(fewAt, 1))
const [oldWorker, newWorker, ...indexDirs] = args
if (!oldWorker || !newWorker || indexDirs.length === 0) {
  console.error("usage: node scripts/compare-search-workers.mjs <old worker> <new worker> <index dir>... [--rounds N]")
  process.exit(2)
}

const SHAPES = ["pa", "pay", "vouch", "stirpe", "discrod", "webhok", "hex_to_rgb", "Retry-After", "1.6", "the", "xyzzy"]

/** A worker script run here: its `self` answers through a promise per request, `fetch` reads `dir`. */
function loadWorker(file, dir) {
  const pending = new Map()
  const self = {
    onmessage: null,
    postMessage: answer => {
      const { resolve, reject } = pending.get(answer.id)
      pending.delete(answer.id)
      if ("error" in answer) reject(new Error(answer.error))
      else resolve(answer.result)
    },
  }
  const fetchFile = async url => {
    try {
      return new Response(readFileSync(path.join(dir, decodeURIComponent(url.replace(/^\//, "")))))
    } catch {
      return new Response("", { status: 404 })
    }
  }
  new Function("self", "fetch", readFileSync(file, "utf8"))(self, fetchFile)
  let next = 0
  const ask = (type, requests) =>
    new Promise((resolve, reject) => {
      const id = (next += 1)
      pending.set(id, { resolve, reject })
      self.onmessage({ data: { id, type, requests } })
    })
  return { search: requests => ask("search", requests), preload: () => ask("preload") }
}

const params = (query, page, optionalFilters) => ({
  query,
  page,
  hitsPerPage: 20,
  attributesToSnippet: ["content:10"],
  facetFilters: ["language:en", ["docTag:docs", "docTag:api"]],
  optionalFilters,
  highlightPreTag: "__ais-highlight__",
  highlightPostTag: "__/ais-highlight__",
})
const variants = query =>
  [[], ["docTag:docs"], ["docTag:api"]]
    .flatMap(filters => [0, 1].map(page => [{ indexName: "compare", params: params(query, page, filters) }]))
    .filter((_, i) => !few || [0, 2, 5].includes(i))
const comparable = result => JSON.stringify(result.results.map(r => ({ ...r, processingTimeMS: 0 })))

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

let differences = 0
for (const dir of indexDirs) {
  const single = JSON.parse(readFileSync(path.join(dir, "search-index.single.json"), "utf8"))
  const queries = [...benchQueries(null, single.index), ...SHAPES]
  const before = loadWorker(oldWorker, dir)
  const after = loadWorker(newWorker, dir)
  await Promise.all([before.preload(), after.preload()])
  let compared = 0
  let hits = 0
  for (const query of queries)
    for (const request of variants(query)) {
      const [expected, actual] = [await before.search(request), await after.search(request)]
      compared += 1
      hits += expected.results[0].nbHits
      if (comparable(expected) !== comparable(actual)) {
        differences += 1
        if (differences <= 10) console.error(`differs: ${dir} ${JSON.stringify(request[0].params)}`)
      }
    }
  const times = { before: [], after: [] }
  for (let round = 0; round < rounds; round += 1)
    for (const [name, worker] of round % 2
      ? [
          ["after", after],
          ["before", before],
        ]
      : [
          ["before", before],
          ["after", after],
        ])
      for (const query of queries.slice(0, 200 + 50)) {
        const started = performance.now()
        await worker.search([{ indexName: "bench", params: params(query, 0, ["docTag:docs"]) }])
        times[name].push(performance.now() - started)
      }
  const figure = name => `${percentile(times[name], 50).toFixed(1)} / ${percentile(times[name], 95).toFixed(1)} ms`
  console.log(
    `${path.basename(dir)}: ${queries.length} queries, ${compared} answers compared (${hits} hits), ` +
      `${differences} differing so far; warm p50 / p95 before ${figure("before")}, after ${figure("after")}`,
  )
}
process.exit(differences ? 1 : 0)
