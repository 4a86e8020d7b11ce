// Jest's global setup: one temporary folder for the whole run, which every test's mkdtemp
// (os.tmpdir() reads TMPDIR) lands in, removed by ./temp-dir-teardown.js. Tests then leave
// nothing in the system's temp folder, which once held thousands of their folders; a large temp
// folder slows everything that lists it (a build copied there by the benchmark included).
// Plain JavaScript: Jest loads it before any transform.
const { mkdtempSync } = require("node:fs")
const os = require("node:os")
const path = require("node:path")

module.exports = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "questforge-jest-"))
  process.env.QUESTFORGE_JEST_TMPDIR = dir
  // Test workers start after this and inherit it.
  process.env.TMPDIR = dir
}
