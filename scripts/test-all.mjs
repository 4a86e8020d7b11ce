#!/usr/bin/env node
// `npm test`: every check a change must pass, in the order that fails fastest:
// type check → lint and format → unit tests (Jest) → production build (includes the link check) → search
// relevance suite (search-relevance/, against the index the build wrote) → each bundle's
// webpack config against the reviewed one (build-checks/) → first-load JavaScript within its
// budget (scripts/check-first-load.mjs) → browser
// tests (Playwright driving Debian's Chromium against the built site) → afdocs, the
// agent-friendly docs score (scripts/afdocs.mjs, at least 95) → a rebuild after editing one page
// (scripts/check-warm-rebuild.mjs) → the stock build compared with
// the optimised one (scripts/compare-stock.mjs) → hosted-search phase:
// a second build publishes to scripts/fake-search-service.mjs (the hosted service's REST
// shape on localhost) and e2e/hosted-search.spec.ts runs against it → the development server's
// smoke test (playwright.develop.config.ts) → a fresh clone installed and built on Node 20
// (scripts/check-node20-install.mjs). Ends with one
// summary line, "tests: N passed, N failed", over Jest and Playwright together.
import { spawn, spawnSync } from "node:child_process"
import { randomBytes } from "node:crypto"
import { mkdirSync, readFileSync, renameSync, rmSync } from "node:fs"
import { ensureChromium } from "./chromium.mjs"
import { ensureSupportedNode } from "./supported-node.mjs"

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }
mkdirSync("test-results", { recursive: true })

function run(title, command, args, extraEnv = {}) {
  console.log(`\n▶ ${title}: ${command} ${args.join(" ")}`)
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...env, ...extraEnv } })
  return result.status === 0
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"))
  } catch {
    return null
  }
}

function finish(passed, failed, ok) {
  console.log(`\ntests: ${passed} passed, ${failed} failed`)
  process.exit(ok && failed === 0 ? 0 : 1)
}

// On a Node older than package.json's "engines", this runs again on Node 22 (./supported-node.mjs).
ensureSupportedNode()

const chromium = ensureChromium()
let passed = 0
let failed = 0

if (!run("Type check", "npx", ["tsc", "--noEmit", "-p", "."])) finish(passed, failed + 1, false)
if (!run("Lint and format", "npm", ["run", "--silent", "lint"])) finish(passed, failed + 1, false)

/** Runs Jest (with `args`) and counts its tests; true when they all passed. */
function runJest(title, results, args = []) {
  const ok = run(title, "npx", ["jest", ...args, "--json", `--outputFile=test-results/${results}`])
  const report = readJson(`test-results/${results}`)
  passed += report?.numPassedTests ?? 0
  failed += report?.numFailedTests ?? (ok ? 0 : 1)
  return ok
}

const jestOk = runJest("Unit tests", "jest.json")
if (!jestOk) finish(passed, failed, false)

if (process.env.SKIP_BUILD !== "1" && !run("Build", "npm", ["run", "build"])) finish(passed, failed + 1, false)

// Search relevance: reader queries against the index this build wrote (search-relevance/).
const relevanceOk = runJest("Search relevance", "relevance-jest.json", ["--config", "jest.relevance.config.js"])

// Each bundle's webpack config as this build recorded it, against the reviewed one
// (build-checks/): an upgrade or a change to src/node/webpack/ shows up as a readable diff.
// `--ci`: a missing snapshot fails instead of being written.
const webpackConfigOk = runJest("Webpack config of each bundle", "build-checks-jest.json", [
  "--config",
  "jest.build-checks.config.js",
  "--ci",
])

// The first-load budget: the JavaScript each page type loads first, within 80 KB gzip.
if (run("First-load JavaScript within budget", "node", ["scripts/check-first-load.mjs"])) passed += 1
else failed += 1

function countE2e(file, ok) {
  const report = readJson(file)
  passed += (report?.stats?.expected ?? 0) + (report?.stats?.flaky ?? 0)
  failed += report?.stats?.unexpected ?? (ok ? 0 : 1)
}

const e2eOk = run(
  "Browser tests",
  "npx",
  ["playwright", "test", "--reporter=list,json,./e2e/support/fault-matrix-reporter.ts"],
  {
    CHROMIUM_PATH: chromium,
    PLAYWRIGHT_JSON_OUTPUT_NAME: "test-results/e2e.json",
  },
)
countE2e("test-results/e2e.json", e2eOk)

// Agent-friendly docs: afdocs against this build, served locally at the site's own address.
const afdocsOk = run("Agent-friendly docs (afdocs, score >= 95)", "node", ["scripts/afdocs.mjs"])
if (afdocsOk) passed += 1
else failed += 1

// A rebuild after editing one page: the edit everywhere the page shows, every other page as it was.
if (run("Rebuild after editing a page", "node", ["scripts/check-warm-rebuild.mjs"])) passed += 1
else failed += 1

// The stock build's oracle: the site built again with none of the optimisations must show the
// same text on every page, with the same Markdown files and search records.
if (run("Stock build compared with the optimised one", "node", ["scripts/compare-stock.mjs"])) passed += 1
else failed += 1

// Hosted search: fresh keys per run, so the admin-key scan cannot pass by accident.
const host = "127.0.0.1:9312"
const hostedEnv = {
  QF_HOSTED_SEARCH: "1",
  ALGOLIA_APP_ID: "QFTEST",
  ALGOLIA_ADMIN_KEY: `admin-${randomBytes(12).toString("hex")}`,
  ALGOLIA_INDEX_NAME: "questforge_docs_test",
  ALGOLIA_HOSTS: host,
  GATSBY_ALGOLIA_APP_ID: "QFTEST",
  GATSBY_ALGOLIA_SEARCH_KEY: `search-${randomBytes(12).toString("hex")}`,
  GATSBY_ALGOLIA_INDEX_NAME: "questforge_docs_test",
  GATSBY_ALGOLIA_HOSTS: host,
}
console.log("\n▶ Hosted search service stand-in: node scripts/fake-search-service.mjs --port 9312")
const service = spawn(
  "node",
  [
    "scripts/fake-search-service.mjs",
    "--port",
    "9312",
    "--search-key",
    hostedEnv.GATSBY_ALGOLIA_SEARCH_KEY,
    "--admin-key",
    hostedEnv.ALGOLIA_ADMIN_KEY,
  ],
  { stdio: ["ignore", "pipe", "inherit"] },
)
// Wait until it listens; a port already taken (say, by a stand-in left running) must fail here,
// not later as a confusing publishing error against the wrong server.
const started = await new Promise(resolve => {
  service.stdout.on("data", chunk => {
    process.stdout.write(chunk)
    if (String(chunk).includes("fake search service on")) resolve(true)
  })
  service.on("exit", () => resolve(false))
})
if (!started) {
  console.error("The hosted search stand-in did not start (is port 9312 in use?).")
  finish(passed, failed + 1, false)
}
// Gatsby always builds into public/: the default build is set aside while the hosted variant
// is built and tested there, then put back, so `npm run serve` after the tests serves the site
// as `npm start` builds it (search from the embedded index, not from the stand-in).
const keptBuild = ".public-default"
rmSync(keptBuild, { recursive: true, force: true })
renameSync("public", keptBuild)
let hostedOk = false
try {
  hostedOk = run("Build (hosted search)", "npm", ["run", "build"], hostedEnv)
  if (!hostedOk) failed += 1
  else {
    hostedOk = run(
      "Browser tests (hosted search)",
      "npx",
      ["playwright", "test", "e2e/hosted-search.spec.ts", "--workers=1", "--reporter=list,json"],
      {
        ...hostedEnv,
        CHROMIUM_PATH: chromium,
        PLAYWRIGHT_JSON_OUTPUT_NAME: "test-results/e2e-hosted.json",
      },
    )
    countE2e("test-results/e2e-hosted.json", hostedOk)
  }
} finally {
  service.kill()
  rmSync("public", { recursive: true, force: true })
  renameSync(keptBuild, "public")
  console.log("\npublic/ holds the default build again (embedded search index).")
}
// The development server: starts, serves a page, shows an edit to its MDX in the open tab. It
// writes into public/, so the default build is set aside again while it runs.
rmSync(keptBuild, { recursive: true, force: true })
renameSync("public", keptBuild)
let developOk = false
try {
  developOk = run(
    "Development server",
    "npx",
    ["playwright", "test", "-c", "playwright.develop.config.ts", "--reporter=list,json"],
    {
      CHROMIUM_PATH: chromium,
      PLAYWRIGHT_JSON_OUTPUT_NAME: "test-results/e2e-develop.json",
    },
  )
  countE2e("test-results/e2e-develop.json", developOk)
} finally {
  rmSync("public", { recursive: true, force: true })
  renameSync(keptBuild, "public")
}
// The README's commands on a machine whose Node is 20: a fresh clone installs with no engine
// warning and builds (passes at once where there is no Node 20).
const node20Ok = run("Fresh clone on Node 20", "node", ["scripts/check-node20-install.mjs"])
if (node20Ok) passed += 1
else failed += 1
finish(
  passed,
  failed,
  jestOk && relevanceOk && webpackConfigOk && e2eOk && afdocsOk && hostedOk && developOk && node20Ok,
)
