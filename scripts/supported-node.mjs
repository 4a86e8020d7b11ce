// The project runs on Node 22.19 or newer (package.json "engines"). On an older Node — the
// machine image has Node 20 — `npm test` does not stop: it runs itself again on Node 22 from
// the npm registry (the official build, packaged as `node-linux-<arch>`), unpacked once under
// .ci/.node, as `.ci/run` does for CI. Everything it starts then finds that Node first on PATH.
//
// The dependencies that themselves require Node 22 (Twig.js 3 through locutus, Lighthouse,
// afdocs) are `optionalDependencies`: an `npm install` on Node 20 skips them quietly instead of
// printing an "Unsupported engine" warning per package, and the first project command, now on
// Node 22, installs them (`npm install` from the same lock file).
import { spawnSync } from "node:child_process"
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from "node:fs"
import path from "node:path"

const MINIMUM = [22, 19]
const supported = version => {
  const [major, minor] = version.replace(/^v/, "").split(".").map(Number)
  return major > MINIMUM[0] || (major === MINIMUM[0] && minor >= MINIMUM[1])
}

/** The optional dependencies not installed in `root` (an install on an older Node skipped them). */
export function missingOptionalDependencies(root) {
  const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"))
  return Object.keys(manifest.optionalDependencies ?? {}).filter(
    name => !existsSync(path.join(root, "node_modules", name, "package.json")),
  )
}

/** On a supported Node: installs what an install on an older Node left out, and stops if that fails. */
function completeInstall(root) {
  const missing = missingOptionalDependencies(root)
  if (missing.length === 0) return
  console.log(`Installing what needs Node 22 (${missing.join(", ")}) with Node ${process.versions.node}…`)
  // `npm` from PATH runs on this Node: its `#!/usr/bin/env node` finds Node 22 first on PATH.
  const install = spawnSync("npm", ["install", "--no-audit", "--no-fund"], { cwd: root, stdio: "inherit" })
  const still = missingOptionalDependencies(root)
  if (install.status !== 0 || still.length > 0) {
    console.error(`Could not install ${still.join(", ")}: run \`npm install\` with Node 22.19 or newer.`)
    process.exit(1)
  }
}

/**
 * Returns when this Node is supported and the install is complete; otherwise runs this script on
 * Node 22 and exits with its status.
 */
export function ensureSupportedNode(root = process.cwd()) {
  if (supported(process.versions.node)) return completeInstall(root)
  const dir = path.join(root, ".ci", ".node")
  const bin = path.join(dir, "package", "bin")
  const node = path.join(bin, "node")
  const version = existsSync(node) ? spawnSync(node, ["--version"], { encoding: "utf8" }).stdout.trim() : ""
  if (!supported(version || "0.0")) {
    console.log(
      `Node ${process.versions.node} is older than ${MINIMUM.join(".")}: installing Node 22 from the npm registry…`,
    )
    rmSync(dir, { recursive: true, force: true })
    mkdirSync(dir, { recursive: true })
    const pack = spawnSync("npm", ["pack", "--silent", `node-linux-${process.arch}@22`], { cwd: dir, encoding: "utf8" })
    const tarball = readdirSync(dir).find(name => name.endsWith(".tgz"))
    if (pack.status !== 0 || !tarball) {
      console.error(`Could not fetch Node 22 (npm pack node-linux-${process.arch}@22): ${pack.stderr}`)
      process.exit(1)
    }
    spawnSync("tar", ["-xzf", tarball], { cwd: dir, stdio: "inherit" })
    rmSync(path.join(dir, tarball))
  }
  const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ""}` }
  const run = spawnSync(node, process.argv.slice(1), { stdio: "inherit", env })
  process.exit(run.status ?? 1)
}
