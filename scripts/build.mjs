#!/usr/bin/env node
// `npm run build`: `gatsby build` with this project's settings (extra arguments are passed on).
//
// - No telemetry, and Node's compile cache from the second build on (./gatsby-env.mjs).
// - Gatsby's plain logger (GATSBY_LOGGER=yurnalist, the one Gatsby itself picks on CI): its
//   default in a terminal, ink, is a React app that redraws the terminal as each step
//   progresses; the build prints the same steps and times either way. Cold builds at the site's
//   own size 14.2 → 13.8 s (median of four alternating pairs, 2 cores).
// - A 64 MB young generation for Node's garbage collector (V8's default is 16 MB): Gatsby's
//   process allocates fast and most of it dies young, so each larger semi-space means fewer
//   scavenges. 32 MB once took cold builds of a large site 78 → 69 s for the same CPU time; at the
//   site's own size 64 MB against 32 MB, 13.0 → 12.4 s (medians of four alternating pairs, 2 cores;
//   at +1,000 pages two pairs were inside the noise: 30.2 / 31.3 against 27.4 / 33.1 s), and
//   128 MB was no faster than 64 (three of four pairs slower).
// - On a machine with two cores or fewer, GATSBY_CPU_COUNT=1. Gatsby keeps one worker process per
//   core but one, so it has a single worker there either way; with a count of 1 it runs the page
//   queries in its own process instead of that worker and so does not restart the worker before
//   rendering HTML (a restart it makes "to lower memory pressure"), which cost ~1.5 s of every
//   build. Cold builds of large sites once took a count of 3 (two workers rendering HTML side by
//   side); since the preview images render in the background from createPages on, they use
//   the core the second worker took: with 1,000 generated pages added, count 1 against 3 was
//   31.0 against 34.3 s (median of three alternating pairs, 0.93× the CPU). On a larger machine
//   Gatsby's default stays: several workers render pages in parallel. A value set by the caller
//   always wins.
// - Gatsby's own CLI, run with this Node (works from npm and when this file is run directly).
import { spawn } from "node:child_process"
import os from "node:os"
import { createRequire } from "node:module"
import path from "node:path"
import { gatsbyEnv, isFirstBuild, resetCacheOfOtherBuildCode, ROOT } from "./gatsby-env.mjs"
import { ensureSupportedNode } from "./supported-node.mjs"

// On a Node older than package.json's "engines" (the machine image has Node 20), this runs
// again on Node 22 from the npm registry, so `npm start` works there with no manual step.
ensureSupportedNode()

const require = createRequire(import.meta.url)
const gatsbyCli = require.resolve("gatsby/cli.js")

// The site's build code, bundled here (Gatsby's config would bundle it a moment later): a cache
// filled by other build code is emptied first, as Gatsby empties it for a changed gatsby-node.
require("../src/node/gatsby-api/load.cjs").compileIfStale()
if (resetCacheOfOtherBuildCode())
  console.log("info The site's build code changed since the last build: Gatsby's cache was emptied.")
const firstBuild = isFirstBuild()
const env = {
  GATSBY_LOGGER: "yurnalist",
  ...gatsbyEnv({ firstBuild }),
  NODE_OPTIONS: `--max-semi-space-size=64 ${process.env.NODE_OPTIONS ?? ""}`.trim(),
}
if (env.GATSBY_CPU_COUNT === undefined && os.availableParallelism() <= 2) env.GATSBY_CPU_COUNT = "1"

// The pages compile in a process of its own while Gatsby starts (its config, plugins, sourcing
// and schema take ~2.5 s of one core); createPages takes the result
// (src/node/page-body/ahead-run.ts). A first build compiles every page there; a later build
// the pages modified since the previous build started, the ones its cache can lack (a one-page
// edit's compile, and the compiler's loading, off the rebuild's main thread).
let endCompileAhead = () => {}
if (process.env.QF_STOCK_BUILD !== "1") {
  const entry = path.join(ROOT, ".build", "gatsby-api", "compile-ahead.cjs")
  const aheadRun = require(entry)
  const scope = aheadRun.earlyCompileScope(ROOT, firstBuild)
  if (scope) {
    const ahead = aheadRun.startCompileAhead(ROOT, entry, env, scope.changedSince)
    endCompileAhead = () => aheadRun.endCompileAhead(ROOT, ahead)
  }
}

const build = spawn(process.execPath, [gatsbyCli, "build", ...process.argv.slice(2)], { stdio: "inherit", env })
build.on("error", error => {
  endCompileAhead()
  throw error
})
build.on("exit", code => {
  endCompileAhead()
  process.exit(code ?? 1)
})
