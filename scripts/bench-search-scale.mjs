// `npm run bench -- --search-scale [--sizes 0,1000,10000] [--baseline DIR]`: search as the index
// grows. For each size, the index is built from the records of the last build (public/) plus
// the records of N generated pages (scripts/search-scale-index.ts: no Gatsby build, so the
// generated pages' own HTML is not served; their hits link to pages that do not exist) and
// served with the built site in Chromium. Per size and per query (one word and three words,
// each a rare and a common one):
//   - bytes downloaded from Ctrl+K to the first hit on screen, each file counted at its gzip
//     size (level 9): the search code (modal, results, worker) and every piece of the index
//   - cold time from Ctrl+K to the first hit (a fresh browser profile; the server has already
//     compressed the files once, as a CDN would have)
//   - query latency p50/p95 over the bench queries (scripts/bench-search.mjs): the first pass,
//     which fetches the pieces it needs, and a second, warm pass
//   - the index's size on disk
// `--baseline DIR`: a build of the previous design (the single-file index) measured the same
// way, with its index file replaced by the single file of the same records.
// `--worker-baseline FILE`: the same shards searched by another search worker (a
// public/search-worker.js saved from an earlier build), to compare two versions of the query
// code on one machine in one run; `--rounds N` measures the two N times, alternating, and
// keeps every round. `--port N`: serve on N and N + 1 (default 9412). Writes
// bench-results/search-scale.json and prints a Markdown table.
import { execFileSync, spawn } from "node:child_process"
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs"
import os from "node:os"
import path from "node:path"
import { chromium } from "@playwright/test"
import { BENCH_CHROMIUM_ARGS } from "./chromium.mjs"
import { gz } from "./bench-first-load.mjs"
import { benchQueries, pageWithSearchClient, REQUEST } from "./bench-search.mjs"

export const SCALE_QUERIES = [
  { words: 1, kind: "rare", q: "paypal" },
  { words: 1, kind: "common", q: "website" },
  { words: 3, kind: "rare", q: "discord role sync" },
  { words: 3, kind: "common", q: "website users groups" },
]
const PAGE = "/basic/website-pages"

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile())
    .map(entry => path.join(entry.parentPath, entry.name))
}

/** The file a URL path of the served site names. */
function fileOf(dir, url) {
  const { pathname } = new URL(url)
  const file = path.join(dir, decodeURIComponent(pathname))
  if (existsSync(file) && statSync(file).isFile()) return file
  const index = path.join(file, "index.html")
  return existsSync(index) ? index : null
}

/** A served copy of `from` with the index of `indexDir` in place of its own. */
function siteWith(from, indexDir, to, single, worker = null) {
  cpSync(from, to, { recursive: true })
  if (worker) cpSync(worker, path.join(to, "search-worker.js"))
  rmSync(path.join(to, "search-shards"), { recursive: true, force: true })
  if (single) cpSync(path.join(indexDir, "search-index.single.json"), path.join(to, "search-index.json"))
  else {
    cpSync(path.join(indexDir, "search-index.json"), path.join(to, "search-index.json"))
    cpSync(path.join(indexDir, "search-shards"), path.join(to, "search-shards"), { recursive: true })
  }
  return to
}

async function measureSite(browser, dir, port, queries) {
  const server = spawn(process.execPath, ["scripts/serve.mjs", "--port", String(port), "--dir", dir], {
    stdio: "ignore",
  })
  await new Promise(resolve => setTimeout(resolve, 800))
  const origin = `http://localhost:${port}`
  try {
    const cold = {}
    for (const { q } of SCALE_QUERIES) {
      // The first run fills the server's compression cache; the second is measured.
      for (let run = 0; run < 2; run += 1) {
        const context = await browser.newContext()
        const page = await context.newPage()
        await page.goto(`${origin}${PAGE}`)
        await page.waitForFunction(() => window.questforgeInteractive === true)
        const requested = []
        context.on("request", request => requested.push(request.url()))
        const ms = await page.evaluate(async query => {
          const waitFor = select =>
            new Promise(resolve => {
              const check = () => (select() ? resolve(select()) : requestAnimationFrame(check))
              check()
            })
          const start = performance.now()
          document.dispatchEvent(new KeyboardEvent("keydown", { key: "k", ctrlKey: true, bubbles: true }))
          const input = await waitFor(() => document.querySelector('[role="dialog"] input'))
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set.call(input, query)
          input.dispatchEvent(new Event("input", { bubbles: true }))
          await waitFor(() => document.querySelector('[role="dialog"] [role="option"]'))
          return performance.now() - start
        }, q)
        const files = [...new Set(requested)].map(url => fileOf(dir, url)).filter(Boolean)
        cold[q] = {
          ms,
          requests: requested.length,
          gzipBytes: files.reduce((sum, file) => sum + gz(readFileSync(file)), 0),
          indexGzipBytes: files
            .filter(file => /search-index\.json$|search-shards/.test(file))
            .reduce((sum, file) => sum + gz(readFileSync(file)), 0),
        }
        await context.close()
      }
    }
    const page = await pageWithSearchClient(browser, origin)
    const passes = await page.evaluate(
      async ({ list, request }) => {
        const client = window.questforgeSearchClient
        await client.preload()
        const params = query => ({ query, ...request })
        const pass = async () => {
          const times = []
          for (const query of list) {
            const start = performance.now()
            await client.search([{ indexName: "bench", params: params(query) }])
            times.push(performance.now() - start)
          }
          return times
        }
        return [await pass(), await pass()]
      },
      { list: queries, request: REQUEST },
    )
    await page.close()
    const [first, warm] = passes
    return {
      cold,
      queries: queries.length,
      firstPass: { p50: percentile(first, 50), p95: percentile(first, 95) },
      warm: { p50: percentile(warm, 50), p95: percentile(warm, 95) },
    }
  } finally {
    server.kill()
  }
}

function diskSize(indexDir, single) {
  const files = single
    ? [path.join(indexDir, "search-index.single.json")]
    : [path.join(indexDir, "search-index.json"), ...filesUnder(path.join(indexDir, "search-shards"))]
  return {
    files: files.length,
    bytes: files.reduce((sum, file) => sum + statSync(file).size, 0),
    gzip: files.reduce((sum, file) => sum + gz(readFileSync(file)), 0),
  }
}

const kb = bytes => `${(bytes / 1024).toFixed(1)} KB`
const mb = bytes => `${(bytes / 1024 / 1024).toFixed(1)} MB`

export function searchScaleTable(results) {
  const sizes = results.sizes
  const variants = results.runs[0].before ? ["before", "after"] : ["after"]
  const compared = results.workerBaseline ? "; previous worker → this one" : "; single file → shards"
  const cell = (size, f) =>
    variants
      .map(variant => {
        const run = results.runs.find(r => r.extraPages === size)[variant]
        return run ? f(run) : "n/a"
      })
      .join(" → ")
  const rows = [
    `| Search at scale (${results.date.slice(0, 10)}, ${results.cpus} cores${variants.length > 1 ? compared : ""}) | ${sizes.map(s => `+${s} pages (${results.runs.find(r => r.extraPages === s).records} records)`).join(" | ")} |`,
    `| --- | ${sizes.map(() => "---").join(" | ")} |`,
  ]
  const row = (label, f) => rows.push(`| ${label} | ${sizes.map(size => cell(size, f)).join(" | ")} |`)
  row("Index on disk, raw / gzip (files)", r => `${mb(r.disk.bytes)} / ${mb(r.disk.gzip)} (${r.disk.files})`)
  for (const { q, words, kind } of SCALE_QUERIES) {
    row(
      `Downloaded before first results, gzip, code + index: "${q}" (${words} word${words > 1 ? "s" : ""}, ${kind})`,
      r => `${kb(r.cold[q].gzipBytes)} (index ${kb(r.cold[q].indexGzipBytes)})`,
    )
    row(`Ctrl+K to first results, cold: "${q}"`, r => `${r.cold[q].ms.toFixed(0)} ms`)
  }
  row(
    "Query latency p50 / p95, first pass (fetching pieces)",
    r => `${r.firstPass.p50.toFixed(1)} / ${r.firstPass.p95.toFixed(1)} ms`,
  )
  row("Query latency p50 / p95, warm", r => `${r.warm.p50.toFixed(1)} / ${r.warm.p95.toFixed(1)} ms`)
  return rows.join("\n")
}

export async function benchSearchScale({
  chromePath,
  sizes,
  baseline,
  workerBaseline = null,
  rounds = 1,
  port = 9412,
}) {
  const work = mkdtempSync(path.join(os.tmpdir(), "questforge-search-scale-"))
  const results = {
    date: new Date().toISOString(),
    cpus: os.cpus().length,
    sizes,
    baseline: baseline ?? null,
    workerBaseline,
    runs: [],
  }
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: BENCH_CHROMIUM_ARGS,
  })
  try {
    for (const size of sizes) {
      const indexDir = path.join(work, `index-${size}`)
      console.error(`search scale bench: +${size} pages, building the index …`)
      const built = JSON.parse(
        execFileSync("npx", ["tsx", "scripts/search-scale-index.ts", indexDir, String(size)], {
          encoding: "utf8",
          env: { ...process.env, NODE_OPTIONS: "--max-old-space-size=8192" },
          maxBuffer: 1 << 24,
        })
          .trim()
          .split("\n")
          .at(-1),
      )
      const single = JSON.parse(readFileSync(path.join(indexDir, "search-index.single.json"), "utf8"))
      // The 200 fixed queries (titles, word starts, typos) of this size's index.
      const queries = benchQueries(null, single.index).slice(0, 200)
      const run = { extraPages: size, records: built.records, indexBuildSeconds: built.seconds }
      if (workerBaseline) {
        // The previous worker first, then this one, round after round, on the same index.
        run.rounds = []
        for (let round = 0; round < rounds; round += 1) {
          const measured = {}
          for (const [variant, worker, served] of [
            ["before", workerBaseline, port + 1],
            ["after", null, port],
          ]) {
            console.error(`search scale bench: +${size} pages, round ${round + 1}, ${variant} …`)
            const site = siteWith("public", indexDir, path.join(work, `${variant}-${size}`), false, worker)
            measured[variant] = {
              disk: diskSize(indexDir, false),
              ...(await measureSite(browser, site, served, queries)),
            }
            rmSync(site, { recursive: true, force: true })
          }
          run.rounds.push(measured)
          Object.assign(run, measured)
        }
      } else {
        console.error(`search scale bench: +${size} pages, shards in Chromium …`)
        const after = siteWith("public", indexDir, path.join(work, `site-${size}`), false)
        run.after = { disk: diskSize(indexDir, false), ...(await measureSite(browser, after, port, queries)) }
        rmSync(after, { recursive: true, force: true })
      }
      if (baseline) {
        console.error(`search scale bench: +${size} pages, single file in Chromium …`)
        const before = siteWith(baseline, indexDir, path.join(work, `before-${size}`), true)
        run.before = { disk: diskSize(indexDir, true), ...(await measureSite(browser, before, port + 1, queries)) }
        rmSync(before, { recursive: true, force: true })
      }
      rmSync(indexDir, { recursive: true, force: true })
      results.runs.push(run)
      // Each size as it is measured: a long run stopped halfway keeps what it has.
      mkdirSync("bench-results", { recursive: true })
      writeFileSync("bench-results/search-scale.json", `${JSON.stringify(results, null, 2)}\n`)
    }
  } finally {
    await browser.close()
    rmSync(work, { recursive: true, force: true })
  }
  mkdirSync("bench-results", { recursive: true })
  writeFileSync("bench-results/search-scale.json", `${JSON.stringify(results, null, 2)}\n`)
  console.log(searchScaleTable(results))
  console.log("\nwritten: bench-results/search-scale.json")
  return results
}
