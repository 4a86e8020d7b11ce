#!/usr/bin/env node
// Where a build's CPU time goes, from V8 CPU profiles of every process it ran:
//
//   NODE_OPTIONS="--cpu-prof --cpu-prof-dir=/tmp/build-profile" npm run build
//   node scripts/profile-summary.mjs /tmp/build-profile
//
// Sums each profile's self time by package (the last node_modules/<name> in the function's
// file, or the project file) and groups the packages: Babel, Terser, garbage collection, MDX (remark/rehype/recma and their parsers),
// webpack, idle (a thread waiting, mostly for Terser's worker), the rest. Prints one line per
// group and the 15 costliest packages. The npm wrapper's process (only idle) is left out.
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"

const GROUPS = [
  ["Babel", /^(@babel\/|babel-)/],
  ["Terser", /^terser/],
  ["webpack", /^(webpack|webpack-sources|enhanced-resolve|watchpack|tapable|mini-css-extract-plugin|css-minimizer)/],
  [
    "MDX",
    /^(micromark|mdast-|hast-|unist-|estree-|@mdx-js|refractor|remark|rehype|vfile|unified|parse-entities|property-information|astring|acorn|github-slugger|hastscript|character-|stringify-entities|periscopic|zwitch)/,
  ],
]

const dir = process.argv[2]
if (!dir) {
  console.error("usage: node scripts/profile-summary.mjs <folder of .cpuprofile files>")
  process.exit(2)
}

const byPackage = new Map()
const add = (key, seconds) => byPackage.set(key, (byPackage.get(key) ?? 0) + seconds)
for (const file of readdirSync(dir).filter(name => name.endsWith(".cpuprofile"))) {
  const profile = JSON.parse(readFileSync(path.join(dir, file), "utf8"))
  const nodes = new Map(profile.nodes.map(node => [node.id, node]))
  const self = new Map()
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1e6))
  const busy = [...self].filter(([id]) => nodes.get(id).callFrame.functionName !== "(idle)")
  if (busy.reduce((sum, [, seconds]) => sum + seconds, 0) < 1) continue // the npm wrapper
  for (const [id, seconds] of self) {
    const { functionName, url } = nodes.get(id).callFrame
    if (functionName === "(idle)" || functionName === "(garbage collector)") {
      add(functionName, seconds)
      continue
    }
    const packages = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)
    add(
      packages ? packages.at(-1).replace("node_modules/", "") : url.startsWith("node:") ? "node" : url || "(native)",
      seconds,
    )
  }
}

const groups = new Map()
for (const [key, seconds] of byPackage) {
  const group =
    key === "(idle)"
      ? "idle"
      : key === "(garbage collector)"
        ? "GC"
        : (GROUPS.find(([, test]) => test.test(key))?.[0] ?? "other")
  groups.set(group, (groups.get(group) ?? 0) + seconds)
}
const total = [...groups.values()].reduce((a, b) => a + b, 0)
console.log(`CPU profile, all processes: ${total.toFixed(1)} s sampled`)
for (const [group, seconds] of [...groups].sort((a, b) => b[1] - a[1]))
  console.log(`  ${group.padEnd(8)} ${seconds.toFixed(1).padStart(7)} s`)
console.log("costliest packages:")
for (const [key, seconds] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 15))
  console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${key}`)
