#!/usr/bin/env node
// Finds a Chromium for the browser tests, installing Debian's package when there is none.
// Playwright cannot download its own browsers on this network, so the tests drive the
// system Chromium. Prints the binary's path. CHROMIUM_PATH overrides the search.
import { execFileSync, execSync } from "node:child_process"
import { existsSync } from "node:fs"
import { pathToFileURL } from "node:url"

const CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
]

/**
 * Flags for a Chromium the benchmarks start: no sandbox (it runs as root in CI containers), no
 * GPU, and none of the browser's own background requests (updates, first-run pages), which would
 * share the network and the cores with what is timed.
 */
export const BENCH_CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
]

export function findChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH
  return CANDIDATES.find(candidate => existsSync(candidate)) ?? null
}

export function ensureChromium() {
  const found = findChromium()
  if (found) return found
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0
  const sudo = isRoot ? "" : "sudo "
  console.error("No Chromium found: installing Debian's chromium package (apt-get)…")
  try {
    execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, {
      stdio: ["ignore", "ignore", "inherit"],
    })
  } catch {
    throw new Error("Could not install Chromium. Install it yourself (apt-get install chromium) or set CHROMIUM_PATH.")
  }
  const installed = findChromium()
  if (!installed) throw new Error("apt-get finished but no Chromium binary was found; set CHROMIUM_PATH.")
  execFileSync(installed, ["--version"], { stdio: "inherit" })
  return installed
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(ensureChromium())
}
