#!/usr/bin/env node
// `npm test`: every check a change must pass, in the order that fails fastest:
// type check → unit tests (Jest) → production build (includes the link check) → browser
// tests (Playwright driving Debian's Chromium against the built site). Ends with one
// summary line, "tests: N passed, N failed", over Jest and Playwright together.
import { spawnSync } from "node:child_process"
import { mkdirSync, readFileSync } from "node:fs"
import { ensureChromium } from "./chromium.mjs"

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

const chromium = ensureChromium()
let passed = 0
let failed = 0

if (!run("Type check", "npx", ["tsc", "--noEmit", "-p", "."])) finish(passed, failed + 1, false)

const jestOk = run("Unit tests", "npx", ["jest", "--json", "--outputFile=test-results/jest.json"])
const jest = readJson("test-results/jest.json")
passed += jest?.numPassedTests ?? 0
failed += jest?.numFailedTests ?? (jestOk ? 0 : 1)
if (!jestOk) finish(passed, failed, false)

if (process.env.SKIP_BUILD !== "1" && !run("Build", "npx", ["gatsby", "build"])) finish(passed, failed + 1, false)

const e2eOk = run("Browser tests", "npx", ["playwright", "test", "--reporter=list,json"], {
  CHROMIUM_PATH: chromium,
  PLAYWRIGHT_JSON_OUTPUT_NAME: "test-results/e2e.json",
})
const e2e = readJson("test-results/e2e.json")
passed += (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0)
failed += e2e?.stats?.unexpected ?? (e2eOk ? 0 : 1)
finish(passed, failed, jestOk && e2eOk)
