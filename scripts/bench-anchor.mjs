#!/usr/bin/env node
// `npm run bench -- --anchor [N]`: the cold build of this site against Docusaurus 3.10 in its
// Faster mode (Rspack, SWC, Lightning CSS), the build-time anchor, in one run on the same
// machine state. Docusaurus is installed once in a scratch folder outside the repository
// (os.tmpdir()/qf-anchor-docusaurus, pinned versions below) and builds the scale benchmark's
// generated pages (scripts/bench-scale-pages.mjs): as many as this site has, and N more
// (default 1,000). This site builds from a copy of its tracked files, as it is (+0) and with
// the same N generated pages. The two alternate, each build cold (caches and output removed),
// for `--rounds` rounds (default 2). Prints each figure and the ratio of each round.
import { execFileSync, spawnSync } from "node:child_process"
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { copySite, gatsby } from "./bench-scale.mjs"
import { writeScalePages } from "./bench-scale-pages.mjs"

const DOCUSAURUS = "3.10.2"
const REACT = "18.3.1"
const ANCHOR_DIR = path.join(os.tmpdir(), "qf-anchor-docusaurus")

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name)
  const value = i >= 0 ? Number(process.argv[i + 1]) : NaN
  return Number.isFinite(value) ? value : fallback
}

/** Installs Docusaurus with Faster in the scratch folder (once; the folder is reused). */
function installAnchor() {
  mkdirSync(ANCHOR_DIR, { recursive: true })
  const manifest = {
    name: "qf-anchor-docusaurus",
    private: true,
    dependencies: {
      "@docusaurus/core": DOCUSAURUS,
      "@docusaurus/preset-classic": DOCUSAURUS,
      "@docusaurus/faster": DOCUSAURUS,
      react: REACT,
      "react-dom": REACT,
    },
  }
  const manifestFile = path.join(ANCHOR_DIR, "package.json")
  const wanted = JSON.stringify(manifest, null, 2)
  const installed = existsSync(manifestFile) && readFileSync(manifestFile, "utf8") === wanted
  if (!installed || !existsSync(path.join(ANCHOR_DIR, "node_modules/@docusaurus/core"))) {
    writeFileSync(manifestFile, wanted)
    console.log(`Installing Docusaurus ${DOCUSAURUS} with Faster in ${ANCHOR_DIR}…`)
    execFileSync("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"], {
      cwd: ANCHOR_DIR,
      stdio: "inherit",
    })
  }
  writeFileSync(
    path.join(ANCHOR_DIR, "docusaurus.config.js"),
    `module.exports = {
  title: "Anchor",
  url: "https://anchor.example",
  baseUrl: "/",
  onBrokenLinks: "warn",
  future: { v4: true, faster: true },
  presets: [["classic", { docs: { routeBasePath: "/", sidebarPath: undefined }, blog: false, theme: {} }]],
}
`,
  )
}

/** The generated pages, with category files in Docusaurus's format (generated index pages). */
function writeAnchorPages(count) {
  const docs = path.join(ANCHOR_DIR, "docs")
  rmSync(docs, { recursive: true, force: true })
  mkdirSync(docs, { recursive: true })
  writeFileSync(path.join(docs, "index.md"), "---\ntitle: Anchor\nslug: /\n---\n\nGenerated pages.\n")
  writeScalePages(docs, count)
  for (const entry of readdirSync(docs, { recursive: true, withFileTypes: true })) {
    if (entry.name !== "_category_.yaml") continue
    const file = path.join(entry.parentPath, entry.name)
    const fields = Object.fromEntries(
      readFileSync(file, "utf8")
        .trim()
        .split("\n")
        .map(line => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1).trim()]),
    )
    writeFileSync(
      path.join(entry.parentPath, "_category_.json"),
      JSON.stringify({
        label: fields.label,
        position: Number(fields.position),
        link: { type: "generated-index", slug: `/category/${fields.slug}`, description: fields.description },
      }),
    )
    rmSync(file)
  }
}

function timeDocusaurus(count) {
  writeAnchorPages(count)
  for (const dir of ["build", ".docusaurus", "node_modules/.cache"])
    rmSync(path.join(ANCHOR_DIR, dir), { recursive: true, force: true })
  const start = process.hrtime.bigint()
  const run = spawnSync("npx", ["docusaurus", "build"], { cwd: ANCHOR_DIR, encoding: "utf8", maxBuffer: 1 << 28 })
  const seconds = Number(process.hrtime.bigint() - start) / 1e9
  if (run.status !== 0)
    throw new Error(`docusaurus build failed:\n${`${run.stdout}\n${run.stderr}`.split("\n").slice(-30).join("\n")}`)
  return seconds
}

function siteCopy(repo, extra) {
  const site = mkdtempSync(path.join(os.tmpdir(), "qf-anchor-site-"))
  copySite(repo, site)
  const pages = extra ? writeScalePages(path.join(site, "content/docs"), extra).length : 0
  return { site, pages }
}

function timeSite(site) {
  gatsby(site, ["clean"], "clean.log")
  // Cold means none of the project's own caches either: its compiled build hooks and Node's
  // compile cache live in .build/, which Gatsby's clean leaves.
  rmSync(path.join(site, ".build"), { recursive: true, force: true })
  return gatsby(site, ["build"], "build.log").seconds
}

const extra = arg("--anchor", 1000)
const rounds = arg("--rounds", 2)
installAnchor()
const repo = process.cwd()
const small = siteCopy(repo, 0)
const large = siteCopy(repo, extra)
const ownPages = readdirSync(path.join(small.site, "content"), { recursive: true }).filter(name =>
  String(name).endsWith(".mdx"),
).length
const rows = []
try {
  for (let round = 1; round <= rounds; round++) {
    for (const [label, site, anchorPages] of [
      ["+0", small.site, ownPages],
      [`+${extra}`, large.site, ownPages + extra],
    ]) {
      const ours = timeSite(site)
      const anchor = timeDocusaurus(anchorPages)
      rows.push({ round, size: label, ours, anchor, anchorPages })
      console.log(
        `round ${round} ${label}: this site ${ours.toFixed(1)} s, Docusaurus Faster (${anchorPages} pages) ${anchor.toFixed(1)} s, ratio ${(ours / anchor).toFixed(2)}`,
      )
    }
  }
} finally {
  for (const copy of [small, large]) rmSync(copy.site, { recursive: true, force: true })
}
mkdirSync("bench-results", { recursive: true })
writeFileSync("bench-results/anchor.json", JSON.stringify({ docusaurus: DOCUSAURUS, extra, rows }, null, 2))
console.log("\n| Round | Pages | This site | Docusaurus Faster | Ratio |\n| --- | --- | --- | --- | --- |")
for (const r of rows)
  console.log(
    `| ${r.round} | ${r.size} (${r.anchorPages}) | ${r.ours.toFixed(1)} s | ${r.anchor.toFixed(1)} s | ${(r.ours / r.anchor).toFixed(2)} |`,
  )
