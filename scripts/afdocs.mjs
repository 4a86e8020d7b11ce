#!/usr/bin/env node
// The agent-friendly docs check (npm `afdocs`, agentdocsspec.com) against the built site in
// public/: serves it with scripts/serve.mjs (the production headers) and runs every afdocs
// check on the site's public address, answered by that local server (afdocs-local-fetch.mjs).
// Prints the scorecard; exits 1 when the score is below the minimum (95, or --min N).
import { spawn, spawnSync } from "node:child_process"
import { readFileSync, writeFileSync } from "node:fs"
import { parse } from "yaml"

const args = process.argv.slice(2)
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback)
const port = Number(option("port", process.env.AFDOCS_PORT ?? 9343))
const minimum = Number(option("min", 95))
const siteUrl = parse(readFileSync("content/product.yaml", "utf8")).urls.docs

const server = spawn("node", ["scripts/serve.mjs", "--port", String(port)], { stdio: ["ignore", "pipe", "inherit"] })
const listening = await new Promise(resolve => {
  server.stdout.on("data", chunk => String(chunk).includes("serving") && resolve(true))
  server.on("exit", () => resolve(false))
})
if (!listening) {
  console.error(`afdocs: the local server did not start (is port ${port} in use, or public/ not built?)`)
  process.exit(1)
}

const env = { ...process.env, AFDOCS_SITE_URL: siteUrl, AFDOCS_LOCAL_URL: `http://127.0.0.1:${port}` }
const afdocs = ["--import", "./scripts/afdocs-local-fetch.mjs", "node_modules/afdocs/bin/afdocs.mjs", "check", siteUrl]
// The local server needs no politeness delay; every page is tested (deterministic order, no
// random sample), so the score does not change from run to run.
const common = [
  "--sampling",
  "deterministic",
  "--max-links",
  "500",
  "--request-delay",
  "0",
  "--max-concurrency",
  "8",
  "--network-context",
  "ci",
  "-q",
]
let score = -1
try {
  const json = spawnSync("node", [...afdocs, ...common, "--format", "json", "--score"], {
    env,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  })
  writeFileSync("test-results/afdocs.json", json.stdout)
  const report = JSON.parse(json.stdout)
  score = report.scoring?.overall ?? -1
  for (const result of report.results.filter(r => r.status === "warn" || r.status === "fail")) {
    console.log(`${result.status.toUpperCase()}  ${result.id}: ${result.message}`)
  }
  console.log(
    `\nafdocs ${report.specUrl ?? ""}: score ${score} / 100 (${report.scoring?.grade ?? "?"}), ` +
      `${report.summary.pass} passed, ${report.summary.warn} warnings, ${report.summary.fail} failed, ` +
      `${report.summary.skip} skipped; full report in test-results/afdocs.json`,
  )
} catch (error) {
  console.error(`afdocs did not produce a report: ${error.message}`)
} finally {
  server.kill()
}
if (score < minimum) {
  console.error(`afdocs score ${score} is below ${minimum}.`)
  process.exit(1)
}
