// The project runs on Node 22.19 or newer (package.json "engines"). On an older Node — the
// machine image has Node 20 — `npm test` does not stop: it runs itself again on Node 22 from
// the npm registry (the official build, packaged as `node-linux-<arch>`), unpacked once under
// .ci/.node, as `.ci/run` does for CI. Everything it starts then finds that Node first on PATH.
import { spawnSync } from "node:child_process"
import { existsSync, mkdirSync, readdirSync, rmSync } from "node:fs"
import path from "node:path"

const MINIMUM = [22, 19]
const supported = version => {
  const [major, minor] = version.replace(/^v/, "").split(".").map(Number)
  return major > MINIMUM[0] || (major === MINIMUM[0] && minor >= MINIMUM[1])
}

/** Returns when this Node is supported; otherwise runs this script on Node 22 and exits with its status. */
export function ensureSupportedNode(root = process.cwd()) {
  if (supported(process.versions.node)) return
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
