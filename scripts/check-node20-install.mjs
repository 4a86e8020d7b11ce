#!/usr/bin/env node
// The README's commands on a machine whose Node is 20 (machine images often have it), with no
// manual step: a fresh clone's `npm install` must pass and print no EBADENGINE warning
// ("Unsupported engine") — the project's own commands switch to Node 22
// (scripts/supported-node.mjs), so such a warning asks nothing of the reader and hides the
// warnings that do — and `npm run build` (what `npm start` and `npm test` begin with) must then
// fetch Node 22, install what needs it and build the site. This clones the committed tree into a
// temporary folder and runs both there with the machine's Node 20 and the npm installed beside
// it. On a machine without Node 20 there is nothing to check: it says so and passes.
//
//   node scripts/check-node20-install.mjs        (NODE20=/path/to/node to name the Node 20)
//
// One install takes minutes and downloads from the registry: run it on its own, not in parallel.
import { spawnSync } from "node:child_process"
import { existsSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..")

function nodeMajor(binary) {
  const run = spawnSync(binary, ["--version"], { encoding: "utf8" })
  return run.status === 0 ? Number(run.stdout.trim().replace(/^v/, "").split(".")[0]) : null
}

/** The Node 20 binary: NODE20, else the system's `node` when it is a Node 20. */
function findNode20() {
  const candidates = [process.env.NODE20, "/usr/bin/node", "/usr/local/bin/node"].filter(Boolean)
  return candidates.find(candidate => existsSync(candidate) && nodeMajor(candidate) === 20) ?? null
}

/** The npm a reader with that Node runs: the `npm` beside it (a link to npm-cli.js). */
function npmBeside(node) {
  const cli = [
    path.join(path.dirname(node), "npm"),
    path.join(path.dirname(node), "../lib/node_modules/npm/bin/npm-cli.js"),
  ]
    .filter(candidate => existsSync(candidate))
    .map(candidate => realpathSync(candidate))[0]
  return cli ?? null
}

const node20 = findNode20()
if (!node20) {
  console.log("No Node 20 on this machine (set NODE20 to name one): nothing to check.")
  process.exit(0)
}
const npmCli = npmBeside(node20)
if (!npmCli) {
  console.error(`Found Node 20 at ${node20} but no npm beside it.`)
  process.exit(1)
}

const work = mkdtempSync(path.join(os.tmpdir(), "node20-install-"))
const clone = path.join(work, "repo")
// The reader's shell: Node 20 first on PATH (install scripts run on it too), no settings an
// enclosing `npm run` passed down, no Node 22 from .ci/.node.
const env = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key) && key !== "NODE_OPTIONS"),
)
env.PATH = [
  path.dirname(node20),
  ...(process.env.PATH ?? "").split(path.delimiter).filter(dir => !dir.includes(path.join(".ci", ".node"))),
].join(path.delimiter)

let failed = true
try {
  const head = spawnSync("git", ["-C", root, "rev-parse", "--short", "HEAD"], { encoding: "utf8" }).stdout.trim()
  const cloned = spawnSync("git", ["clone", "--quiet", "--no-hardlinks", root, clone], { stdio: "inherit" })
  if (cloned.status !== 0) throw new Error("git clone failed")
  const npmVersion = spawnSync(node20, [npmCli, "--version"], { encoding: "utf8", env }).stdout.trim()
  console.log(
    `npm install of ${head} with Node ${spawnSync(node20, ["--version"], { encoding: "utf8" }).stdout.trim()} (${node20}) and npm ${npmVersion} in ${clone}…`,
  )
  const started = Date.now()
  const install = spawnSync(node20, [npmCli, "install", "--no-audit", "--no-fund"], {
    cwd: clone,
    env,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  })
  const output = `${install.stdout ?? ""}${install.stderr ?? ""}`
  writeFileSync(path.join(work, "install.log"), output)
  const seconds = ((Date.now() - started) / 1000).toFixed(0)
  const engineLines = output.split("\n").filter(line => line.includes("EBADENGINE"))
  const otherWarnings = output.split("\n").filter(line => /^npm warn/.test(line) && !line.includes("EBADENGINE"))
  if (otherWarnings.length > 0) console.log(`Other npm warnings:\n${otherWarnings.join("\n")}`)
  const packages = engineLines.map(line => /package: '([^']+)'/.exec(line)?.[1]).filter(Boolean)
  if (install.status !== 0) {
    console.error(output.split("\n").slice(-30).join("\n"))
    console.error(`npm install failed (exit ${install.status}) after ${seconds} s.`)
  } else if (engineLines.length > 0) {
    console.error(engineLines.join("\n"))
    console.error(
      `npm install printed ${engineLines.length} EBADENGINE lines, for: ${packages.join(", ")} (${seconds} s).`,
    )
  } else {
    console.log(`npm install printed no EBADENGINE warning (${seconds} s). npm run build with Node 20 on PATH…`)
    const buildStarted = Date.now()
    const build = spawnSync(node20, [npmCli, "run", "build"], { cwd: clone, env, stdio: "inherit" })
    const built = existsSync(path.join(clone, "public", "index.html"))
    const buildSeconds = ((Date.now() - buildStarted) / 1000).toFixed(0)
    // Completing the install on Node 22 must not rewrite the lock file or any tracked file.
    const changed = spawnSync("git", ["-C", clone, "status", "--porcelain"], { encoding: "utf8" }).stdout.trim()
    if (build.status !== 0 || !built) console.error(`npm run build failed on Node 20 (exit ${build.status}).`)
    else if (changed) console.error(`The install or the build changed tracked files:\n${changed}`)
    else
      console.log(`npm run build switched to Node 22 and built the site, no tracked file changed (${buildSeconds} s).`)
    failed = build.status !== 0 || !built || changed !== ""
  }
} finally {
  rmSync(work, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)
