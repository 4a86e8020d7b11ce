#!/usr/bin/env node
// `npm run bench`: measures what a reader and a maintainer pay for the site.
//   - cold build (after `gatsby clean`) and warm rebuild (cache kept, one page touched)
//   - output size and page count
//   - first-load JS and CSS per page type (raw and gzip), from the built HTML
//   - size of the embedded search index (raw and gzip)
//   - the Twig playground runtime: its chunk size, and proof it is in no page's first-load JS
//   - search in Chromium: Ctrl+K to first results (cold) and query latency p50/p95 over 200
//     fixed queries (scripts/bench-search.mjs)
//   - Lighthouse (mobile) scores for the same pages, served gzipped like a static host
// Prints a table and writes bench-results/bench.json. `--no-build` measures public/ only;
// `--no-lighthouse` skips Lighthouse. `--anchor [N]` compares cold builds with Docusaurus
// Faster at +0 and +N pages (scripts/bench-anchor.mjs). `--scale N` runs the scale benchmark instead
// (scripts/bench-scale.mjs): a temporary copy of the site built with 0 and N generated pages.
// `--authoring [--rounds N]` times a warm rebuild and the development server (first page, an edit
// shown), scripts/bench-authoring.mjs.
// `--search-scale [--sizes 0,1000,10000] [--baseline DIR | --worker-baseline FILE [--rounds N]] [--port N]`
// runs the search scale benchmark (scripts/bench-search-scale.mjs) against the last build. `--load [--connections 200]
// [--seconds 20]` runs scripts/serve.mjs on the last build under bounded load on loopback instead
// (scripts/bench-load.mjs): requests/s, p50/p95/p99 latency and errors, target p99 ≤ 200 ms.
import { execFileSync, execSync, spawn, spawnSync } from "node:child_process"
import { mkdirSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from "node:fs"
import path from "node:path"
import { firstLoad, gz, PAGE_TYPES, pageScripts, SAMPLE_PAGES } from "./bench-first-load.mjs"
import { benchSearch } from "./bench-search.mjs"
import { BENCH_CHROMIUM_ARGS, findChromium } from "./chromium.mjs"

const PUBLIC = path.resolve("public")

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }

function timed(command) {
  const start = process.hrtime.bigint()
  execSync(command, { stdio: ["ignore", "ignore", "inherit"], env })
  return Number(process.hrtime.bigint() - start) / 1e9
}

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? walk(full) : [full]
  })
}

const kb = bytes => (bytes / 1024).toFixed(1)

if (process.argv.includes("--anchor")) {
  await import("./bench-anchor.mjs") // runs the comparison with Docusaurus Faster and exits
  process.exit(0)
}

if (process.argv.includes("--authoring")) {
  const { benchAuthoring } = await import("./bench-authoring.mjs")
  const rounds = Number(process.argv[process.argv.indexOf("--rounds") + 1])
  const results = await benchAuthoring({ rounds: process.argv.includes("--rounds") && rounds > 0 ? rounds : 1 })
  mkdirSync("bench-results", { recursive: true })
  writeFileSync("bench-results/authoring.json", JSON.stringify(results, null, 2))
  process.exit(0)
}

if (process.argv.includes("--load")) {
  const { benchLoad, floorLoad, reportLoad } = await import("./bench-load.mjs")
  const option = (name, fallback) =>
    process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : fallback
  const connections = option("--connections", 200)
  const seconds = option("--seconds", 20)
  const result = await benchLoad({ connections, seconds })
  // The same generator against an empty server, shorter: the machine's and the harness's share.
  result.floor = await floorLoad({ connections, seconds: Math.min(seconds, 5) })
  mkdirSync("bench-results", { recursive: true })
  writeFileSync("bench-results/load.json", `${JSON.stringify(result, null, 2)}\n`)
  reportLoad(result)
  console.log("\nwritten: bench-results/load.json")
  process.exit(result.errors || result.serverCrashed ? 1 : 0)
}

const searchScaleArg = process.argv.indexOf("--search-scale")
if (searchScaleArg !== -1) {
  const { benchSearchScale } = await import("./bench-search-scale.mjs")
  const option = name => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : null)
  const chromePath = findChromium()
  if (!chromePath) throw new Error("--search-scale needs Chromium (CHROMIUM_PATH)")
  await benchSearchScale({
    chromePath,
    sizes: (option("--sizes") ?? "0,1000,10000").split(",").map(Number),
    baseline: option("--baseline"),
    workerBaseline: option("--worker-baseline"),
    rounds: Number(option("--rounds") ?? 1),
    port: Number(option("--port") ?? 9412),
  })
  process.exit(0)
}

const scaleArg = process.argv.indexOf("--scale")
if (scaleArg !== -1) {
  const { benchScale } = await import("./bench-scale.mjs")
  await benchScale(Number(process.argv[scaleArg + 1]), { pages: SAMPLE_PAGES })
  process.exit(0)
}

const results = { date: new Date().toISOString(), node: process.version, cpus: (await import("node:os")).cpus().length }

if (!process.argv.includes("--no-build")) {
  execSync("npx gatsby clean", { stdio: "ignore", env })
  results.coldBuildSeconds = timed("npm run build")
  const touched = path.resolve("content/docs/basic/website-pages.mdx")
  const now = new Date()
  utimesSync(touched, now, now)
  results.warmBuildSeconds = timed("npm run build")
}

const files = walk(PUBLIC).filter(file => !file.endsWith(".map"))
results.output = {
  pages: files.filter(file => file.endsWith(".html")).length,
  files: files.length,
  bytes: files.reduce((sum, file) => sum + statSync(file).size, 0),
}
// The embedded index: its manifest and every shard (a query downloads only a few of them).
{
  const indexFiles = [
    path.join(PUBLIC, "search-index.json"),
    ...files.filter(file => file.includes(`${path.sep}search-shards${path.sep}`)),
  ]
  const worker = readFileSync(path.join(PUBLIC, "search-worker.js"))
  results.searchIndex = {
    files: indexFiles.length,
    bytes: indexFiles.reduce((sum, file) => sum + statSync(file).size, 0),
    gzip: indexFiles.reduce((sum, file) => sum + gz(readFileSync(file)), 0),
    workerBytes: worker.length,
    workerGzip: gz(worker),
  }
}
// The lazy chunks must be in no page's first-load JS: the Twig playground runtime (fetched
// when a reader edits a live example) and the API pages' Try it console with its mock API and
// validators (fetched when a reader opens it). Every built page is checked, by file name and by
// a text only each chunk's code holds.
{
  const routes = files
    .filter(file => file.endsWith("/index.html") && !file.includes(`${path.sep}404`))
    .map(file => `/${path.relative(PUBLIC, path.dirname(file)).split(path.sep).join("/")}`.replace(/^\/$/, "/"))
  const lazyChunk = (name, marker) => {
    const chunks = files.filter(file => new RegExp(`/${name}-[^/]*\\.js$`).test(file))
    const inFirstLoad = routes.filter(route =>
      pageScripts(PUBLIC, route).scripts.some(
        src => src.includes(name) || readFileSync(path.join(PUBLIC, src), "utf8").includes(marker),
      ),
    )
    return {
      chunks: chunks.map(file => path.basename(file)),
      bytes: chunks.reduce((sum, file) => sum + statSync(file).size, 0),
      gzip: chunks.reduce((sum, file) => sum + gz(readFileSync(file)), 0),
      pagesChecked: routes.length,
      pagesWithRuntimeInFirstLoad: inFirstLoad,
    }
  }
  results.twigRuntime = lazyChunk("twig-runtime", "Unable to find closing bracket") // a Twig.js error text
  results.tryIt = lazyChunk("try-it", "Is not a field of this request") // the mock's validation message
}
// First-load JS of every page type: the Lighthouse pages plus a generated category page and /search.
results.firstLoad = Object.fromEntries(
  Object.entries(PAGE_TYPES).map(([name, route]) => [name, firstLoad(PUBLIC, route)]),
)

async function lighthouse() {
  const chrome = findChromium()
  if (!chrome) return null
  const port = 9410
  const server = spawn(process.execPath, ["scripts/serve.mjs", "--port", String(port)], { stdio: "ignore" })
  await new Promise(resolve => setTimeout(resolve, 800))
  const scores = {}
  try {
    // Every page type, /search with results (its SEO score is 66 by design: it asks search
    // engines not to index it). Not the not-found page: it answers 404 by design, which
    // Lighthouse's SEO category scores as a failure too.
    const audited = { ...PAGE_TYPES, search: "/search?q=paypal" }
    const runs = Object.entries(audited).flatMap(([page, route]) =>
      ["mobile", "desktop"].map(form => ({ name: `${page} ${form}`, route, form })),
    )
    for (const { name, route, form } of runs) {
      const output = path.resolve("bench-results", `lighthouse-${name.replace(" ", "-")}.json`)
      execFileSync(
        "npx",
        [
          "lighthouse",
          `http://localhost:${port}${route}`,
          "--quiet",
          // Desktop: Lighthouse's own preset (screen, throttling and form factor together).
          ...(form === "desktop" ? ["--preset=desktop"] : ["--form-factor=mobile"]),
          "--output=json",
          `--output-path=${output}`,
          `--chrome-flags=--headless=new ${BENCH_CHROMIUM_ARGS.join(" ")}`,
        ],
        { stdio: "ignore", env: { ...env, CHROME_PATH: chrome } },
      )
      const report = JSON.parse(readFileSync(output, "utf8"))
      scores[name] = Object.fromEntries(
        Object.entries(report.categories).map(([id, c]) => [id, Math.round(c.score * 100)]),
      )
    }
  } finally {
    server.kill()
  }
  return scores
}

mkdirSync("bench-results", { recursive: true })
// Search relevance: the suite's figures for the index just built (search-relevance/).
{
  spawnSync("npx", ["jest", "--config", "jest.relevance.config.js", "--silent"], { stdio: "ignore", env: process.env })
  try {
    const figures = JSON.parse(readFileSync("test-results/relevance.json", "utf8"))
    results.relevance = Object.fromEntries(
      Object.entries(figures).map(([name, r]) => [name, { page: r.all, modal: r.modal }]),
    )
  } catch {
    results.relevance = null
  }
}
{
  const chrome = findChromium()
  if (chrome) results.search = await benchSearch(chrome, PUBLIC)
}
if (!process.argv.includes("--no-lighthouse")) results.lighthouse = await lighthouse()
writeFileSync("bench-results/bench.json", `${JSON.stringify(results, null, 2)}\n`)

const pct = share => `${(share * 100).toFixed(1)} %`
const rows = [
  ["metric", "value"],
  ...(results.coldBuildSeconds
    ? [["cold build (gatsby clean + build)", `${results.coldBuildSeconds.toFixed(1)} s`]]
    : []),
  ...(results.warmBuildSeconds
    ? [["warm rebuild (one page touched)", `${results.warmBuildSeconds.toFixed(1)} s`]]
    : []),
  ["output", `${results.output.pages} HTML pages, ${results.output.files} files, ${kb(results.output.bytes)} KB`],
  [
    "Twig runtime chunk (loaded on first edit of a live example)",
    `${kb(results.twigRuntime.bytes)} KB raw / ${kb(results.twigRuntime.gzip)} KB gzip; in the first-load JS of ${results.twigRuntime.pagesWithRuntimeInFirstLoad.length} of ${results.twigRuntime.pagesChecked} pages`,
  ],
  [
    "Try it console chunk (loaded when a reader opens it on an API page)",
    `${kb(results.tryIt.bytes)} KB raw / ${kb(results.tryIt.gzip)} KB gzip; in the first-load JS of ${results.tryIt.pagesWithRuntimeInFirstLoad.length} of ${results.tryIt.pagesChecked} pages`,
  ],
  [
    "embedded search index (/search-index.json and every shard)",
    `${results.searchIndex.files} files, ${kb(results.searchIndex.bytes)} KB raw / ${kb(results.searchIndex.gzip)} KB gzip; worker ${kb(results.searchIndex.workerGzip)} KB gzip`,
  ],
  ...Object.entries(results.relevance ?? {}).map(([name, { page, modal }]) => [
    `search relevance, ${name}.yaml (${page.queries} queries)`,
    `success@1 ${pct(page.successAt1)}, success@3 ${pct(page.successAt3)}, MRR ${page.mrr.toFixed(3)}, zero results ${pct(page.zeroResults)}; in the modal success@3 ${pct(modal.successAt3)}`,
  ]),
  ...(results.search
    ? [
        [
          "search: Ctrl+K to first results, cold (median of 5)",
          `${results.search.coldFirstResultsMs.median.toFixed(0)} ms (runs: ${results.search.coldFirstResultsMs.runs.join(", ")})`,
        ],
        [
          `search: query latency over ${results.search.queries} queries`,
          `p50 ${results.search.p50Ms.toFixed(2)} ms, p95 ${results.search.p95Ms.toFixed(2)} ms, max ${results.search.maxMs.toFixed(1)} ms`,
        ],
      ]
    : []),
  ...Object.entries(results.firstLoad).flatMap(([name, r]) => [
    [`first-load JS, ${name} (${r.route})`, `${kb(r.jsRaw)} KB raw / ${kb(r.jsGzip)} KB gzip (${r.jsFiles} files)`],
    [`first-load CSS, ${name}`, `${kb(r.cssRaw)} KB raw / ${kb(r.cssGzip)} KB gzip`],
    [`HTML, ${name}`, `${kb(r.htmlRaw)} KB raw / ${kb(r.htmlGzip)} KB gzip`],
  ]),
]
if (results.lighthouse) {
  for (const [name, scores] of Object.entries(results.lighthouse)) {
    rows.push([
      `Lighthouse, ${name}`,
      Object.entries(scores)
        .map(([id, score]) => `${id} ${score}`)
        .join(", "),
    ])
  }
}
const width = Math.max(...rows.map(r => r[0].length))
for (const [metric, value] of rows) console.log(`${metric.padEnd(width)}  ${value}`)
console.log("\nwritten: bench-results/bench.json")
