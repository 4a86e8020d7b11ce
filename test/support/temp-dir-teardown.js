// Jest's global teardown: removes the run's temporary folder (./temp-dir-setup.js).
const { rmSync } = require("node:fs")

module.exports = () => {
  const dir = process.env.QUESTFORGE_JEST_TMPDIR
  if (dir) rmSync(dir, { recursive: true, force: true })
}
