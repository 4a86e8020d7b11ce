// Search in the browser, measured by `npm run bench` (targets: cold first results
// ≤ 300 ms on localhost, p95 ≤ 10 ms over 200 fixed queries). Uses the built site in
// Chromium: cold = from Ctrl+K on a fresh page (no hover warm-up) to the first hit on screen,
// including the modal chunk and the index download; queries = the embedded client itself.
import { spawn } from "node:child_process"
import { readFileSync } from "node:fs"
import path from "node:path"
import { chromium } from "@playwright/test"
import { BENCH_CHROMIUM_ARGS } from "./chromium.mjs"
import { tsImport } from "tsx/esm/api"
import { parse } from "yaml"

const { searchParameters, SNIPPET_WORDS } = await tsImport("../src/lib/search/request-params.ts", import.meta.url)
/**
 * What the site's search UI asks of the index from a docs page (the benchmark's page is `/`),
 * with the highlight tags InstantSearch adds to it.
 */
export const REQUEST = {
  ...searchParameters("/", SNIPPET_WORDS),
  highlightPreTag: "__ais-highlight__",
  highlightPostTag: "__/ais-highlight__",
}

/** A page of the built site with the search modal's client loaded (`window.questforgeSearchClient`). */
export async function pageWithSearchClient(browser, origin) {
  const page = await browser.newPage()
  await page.goto(`${origin}/`)
  await page.waitForFunction(() => window.questforgeInteractive === true)
  await page.keyboard.press("Control+k")
  await page.waitForFunction(() => Boolean(window.questforgeSearchClient))
  return page
}

/** What every record shows, from the document shards the build wrote (see src/lib/search/shards/format.ts). */
function builtHits(publicDir) {
  const { version, documents } = JSON.parse(readFileSync(path.join(publicDir, "search-index.json"), "utf8"))
  return Array.from({ length: documents }, (_, shard) =>
    JSON.parse(readFileSync(path.join(publicDir, "search-shards", version, `r-${shard}.json`), "utf8")),
  ).flat()
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

/**
 * 200 fixed queries from the built index (page titles, word prefixes and one-typo words), then
 * every query of the relevance suite (longer, as readers type them).
 */
export function benchQueries(publicDir, singleIndex = null) {
  const titles = [
    ...new Set(
      (singleIndex ? Object.values(singleIndex.storedFields).map(f => f.hit) : builtHits(publicDir))
        .map(hit => hit.h[1])
        .filter(Boolean),
    ),
  ].sort()
  const words = [...new Set(titles.flatMap(t => t.toLowerCase().split(/[^a-z0-9]+/)).filter(w => w.length >= 5))].sort()
  const prefixes = words.map(w => w.slice(0, 3 + (w.length % 3)))
  const typos = words.map(w => `${w.slice(0, 2)}${w[3]}${w[2]}${w.slice(4)}`)
  const queries = []
  for (let i = 0; queries.length < 200; i += 1) {
    for (const list of [titles, prefixes, typos]) if (list[i] && queries.length < 200) queries.push(list[i])
    if (i > titles.length + words.length) break
  }
  const suite = ["queries", "holdout"].flatMap(name =>
    parse(readFileSync(path.join("search-relevance", `${name}.yaml`), "utf8")).map(c => c.q),
  )
  return [...queries, ...suite]
}

export async function benchSearch(chromePath, publicDir) {
  const port = 9411
  const server = spawn(process.execPath, ["scripts/serve.mjs", "--port", String(port)], { stdio: "ignore" })
  await new Promise(resolve => setTimeout(resolve, 800))
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: BENCH_CHROMIUM_ARGS,
  })
  try {
    const cold = []
    for (let run = 0; run < 5; run += 1) {
      const context = await browser.newContext()
      const page = await context.newPage()
      await page.goto(`http://localhost:${port}/basic/website-pages`)
      await page.waitForFunction(() => window.questforgeInteractive === true)
      cold.push(
        await page.evaluate(async () => {
          const waitFor = select =>
            new Promise(resolve => {
              const check = () => (select() ? resolve(select()) : requestAnimationFrame(check))
              check()
            })
          const start = performance.now()
          document.dispatchEvent(new KeyboardEvent("keydown", { key: "k", ctrlKey: true, bubbles: true }))
          const input = await waitFor(() => document.querySelector('[role="dialog"] input'))
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set.call(input, "paypal")
          input.dispatchEvent(new Event("input", { bubbles: true }))
          await waitFor(() => document.querySelector('[role="dialog"] [role="option"]'))
          return performance.now() - start
        }),
      )
      await context.close()
    }
    const page = await pageWithSearchClient(browser, `http://localhost:${port}`)
    const latencies = await page.evaluate(
      async ({ queries, request }) => {
        const client = window.questforgeSearchClient
        await client.preload()
        const params = query => ({ query, ...request })
        for (const query of queries.slice(0, 20)) await client.search([{ indexName: "warm-up", params: params(query) }])
        const times = []
        for (const query of queries) {
          const start = performance.now()
          await client.search([{ indexName: "bench", params: params(query) }])
          times.push(performance.now() - start)
        }
        return times
      },
      { queries: benchQueries(publicDir), request: REQUEST },
    )
    return {
      coldFirstResultsMs: { median: percentile(cold, 50), runs: cold.map(ms => Math.round(ms)) },
      queries: latencies.length,
      p50Ms: percentile(latencies, 50),
      p95Ms: percentile(latencies, 95),
      maxMs: Math.max(...latencies),
    }
  } finally {
    await browser.close()
    server.kill()
  }
}
