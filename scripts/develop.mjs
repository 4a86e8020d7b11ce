#!/usr/bin/env node
// `npm run develop`: Gatsby's development server with this project's settings (extra arguments,
// such as `-p 8001`, are passed on): no telemetry, Node's compile cache (./gatsby-env.mjs), and
// on a machine whose Node is older than package.json's "engines" it runs itself again on Node 22
// from the npm registry, as the other scripts do.
import { spawn } from "node:child_process"
import { createRequire } from "node:module"
import { gatsbyEnv, resetCacheOfOtherBuildCode } from "./gatsby-env.mjs"
import { ensureSupportedNode } from "./supported-node.mjs"

ensureSupportedNode()

const require = createRequire(import.meta.url)
const gatsbyCli = require.resolve("gatsby/cli.js")
// A cache filled by other build code is emptied first (./gatsby-env.mjs).
require("../src/node/gatsby-api/load.cjs").compileIfStale()
if (resetCacheOfOtherBuildCode())
  console.log("info The site's build code changed since the last start: Gatsby's cache was emptied.")
const child = spawn(process.execPath, [gatsbyCli, "develop", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: gatsbyEnv(),
})
// Whoever stops this script (Ctrl+C, a test runner) stops the server with it.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal))
child.on("exit", code => process.exit(code ?? 1))
