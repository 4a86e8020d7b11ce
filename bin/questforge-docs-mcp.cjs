#!/usr/bin/env node
// The docs MCP server (scripts/mcp.ts), run with tsx's require hook as `npm run search:index` runs.
// Its stdout carries only protocol messages: anything for a person goes to stderr.
const { spawnSync } = require("node:child_process")
const { existsSync } = require("node:fs")
const path = require("node:path")

const [major, minor] = process.versions.node.split(".").map(Number)
if (major < 22 || (major === 22 && minor < 19)) {
  // The Twig runtime needs Node 22.19 (README, Supported Node); `npm test` and `npm start` leave one here.
  const node = path.join(__dirname, "..", ".ci", ".node", "package", "bin", "node")
  if (!existsSync(node)) {
    process.stderr.write(
      `questforge-docs-mcp needs Node.js 22.19 or newer, and this is ${process.versions.node}. ` +
        "Give your MCP client the path of a Node 22 as the command, or run `npm start` once in the project to fetch one into .ci/.node.\n",
    )
    process.exit(1)
  }
  process.exit(spawnSync(node, [__filename, ...process.argv.slice(2)], { stdio: "inherit" }).status ?? 1)
}
require("tsx/cjs")
require("../scripts/mcp.ts")
