// `npm run bench -- --scale N`: how the build and its output grow with the page count.
// Copies the site's tracked files into a temporary folder (node_modules is symlinked; the
// working tree is never written to), then, in one run on the same machine state, builds it
// twice: as it is (+0) and with N generated pages (scripts/bench-scale-pages.mjs). For each:
//   - cold build: `gatsby clean`, .build/ removed, then `npm run build` (wall time, and CPU time of all its processes)
//   - warm rebuild after changing the text of one page (content/docs/basic/website-pages.mdx)
//   - HTML and page-data.json bytes (raw and gzip) of one fixed docs page
//   - first-load JS (gzip) of each page type, as `npm run bench` counts it
//   - total output: bytes of public/ without source maps
// and the build cost per added page: (cold at +N − cold at +0) / N. Writes
// bench-results/scale.json and prints a Markdown table for the README. `--keep` keeps the copy.
import { execFileSync, spawnSync } from "node:child_process"
import {
  copyFileSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs"
import os from "node:os"
import path from "node:path"
import { firstLoad, gz, htmlFileOf, pageDataFileOf } from "./bench-first-load.mjs"
import { writeScalePages } from "./bench-scale-pages.mjs"

const EDITED_PAGE = "content/docs/basic/website-pages.mdx"

// Builds never publish: the copy's synthetic pages must not reach the hosted search index.
const env = Object.fromEntries(
  Object.entries({ ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }).filter(([name]) => !name.startsWith("ALGOLIA_")),
)

/** Copies the files git tracks (as they are in the working tree) and links node_modules. */
export function copySite(repo, target) {
  const files = execFileSync("git", ["ls-files", "-z"], { cwd: repo, encoding: "utf8" }).split("\0").filter(Boolean)
  for (const file of files) {
    const from = path.join(repo, file)
    const to = path.join(target, file)
    let stat
    try {
      stat = lstatSync(from)
    } catch {
      continue // deleted in the working tree
    }
    mkdirSync(path.dirname(to), { recursive: true })
    if (stat.isSymbolicLink()) symlinkSync(readlinkSync(from), to)
    else copyFileSync(from, to)
  }
  symlinkSync(path.join(repo, "node_modules"), path.join(target, "node_modules"), "dir")
  return files.length
}

/**
 * CPU seconds (user + system) of this process's finished children, from /proc (Linux), or
 * null elsewhere. Unlike wall time it hardly moves when other work shares the machine.
 */
function childCpuSeconds() {
  try {
    const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ")
    // Fields 16 and 17 of stat(5) (cutime, cstime), in clock ticks (100 a second on Linux).
    return (Number(fields[13]) + Number(fields[14])) / 100
  } catch {
    return null
  }
}

/**
 * Runs `npx gatsby clean` or the site's own `npm run build` (the command users and CI run,
 * with its Node options) in the copy; returns wall and CPU seconds. On failure, shows the log's end.
 */
export function gatsby(site, args, log) {
  const [command, commandArgs] = args[0] === "build" ? ["npm", ["run", "build"]] : ["npx", ["gatsby", ...args]]
  const cpuBefore = childCpuSeconds()
  const start = process.hrtime.bigint()
  const run = spawnSync(command, commandArgs, { cwd: site, env, encoding: "utf8", maxBuffer: 1 << 28 })
  const seconds = Number(process.hrtime.bigint() - start) / 1e9
  const cpuAfter = childCpuSeconds()
  writeFileSync(path.join(site, log), `${run.stdout ?? ""}\n${run.stderr ?? ""}`)
  if (run.status !== 0) {
    const tail = `${run.stdout ?? ""}\n${run.stderr ?? ""}`.trim().split("\n").slice(-40).join("\n")
    throw new Error(
      `gatsby ${args.join(" ")} failed after ${seconds.toFixed(0)} s (log: ${path.join(site, log)}):\n${tail}`,
    )
  }
  return { seconds, cpuSeconds: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore }
}

/** Bytes of every file under dir except source maps, and how many HTML pages. */
function outputSize(dir) {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter(
    entry => entry.isFile() && !entry.name.endsWith(".map"),
  )
  const bytes = files.reduce((sum, entry) => sum + lstatSync(path.join(entry.parentPath, entry.name)).size, 0)
  return { bytes, files: files.length, htmlPages: files.filter(entry => entry.name.endsWith(".html")).length }
}

function measure(site, pages) {
  const publicDir = path.join(site, "public")
  const html = readFileSync(path.join(publicDir, htmlFileOf(pages.docs)))
  const pageData = readFileSync(path.join(publicDir, pageDataFileOf(pages.docs)))
  return {
    docsPage: {
      route: pages.docs,
      htmlRaw: html.length,
      htmlGzip: gz(html),
      pageDataRaw: pageData.length,
      pageDataGzip: gz(pageData),
    },
    firstLoadJsGzip: Object.fromEntries(
      Object.entries(pages).map(([name, route]) => [name, firstLoad(publicDir, route).jsGzip]),
    ),
    output: outputSize(publicDir),
  }
}

/** One size of the site: cold build, sizes, then a warm rebuild after a one-page text edit. */
function runSize(site, extra, pages, original) {
  const edited = path.join(site, EDITED_PAGE)
  writeFileSync(edited, original)
  gatsby(site, ["clean"], `clean-${extra}.log`)
  rmSync(path.join(site, ".build"), { recursive: true, force: true }) // the project's own caches too
  console.error(`scale bench: +${extra} pages, cold build …`)
  const cold = gatsby(site, ["build"], `build-cold-${extra}.log`)
  const sizes = measure(site, pages)
  writeFileSync(edited, `${original.trimEnd()}\n\nThis page was edited for the scale benchmark (+${extra}).\n`)
  console.error(`scale bench: +${extra} pages, warm rebuild …`)
  const warm = gatsby(site, ["build"], `build-warm-${extra}.log`)
  return {
    extraPages: extra,
    coldSeconds: cold.seconds,
    coldCpuSeconds: cold.cpuSeconds,
    warmSeconds: warm.seconds,
    warmCpuSeconds: warm.cpuSeconds,
    ...sizes,
  }
}

const kb = bytes => `${(bytes / 1024).toFixed(1)} KB`
const cpu = seconds => (seconds === null ? "n/a" : `${seconds.toFixed(1)} s`)
const mb = bytes => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** The README table: one column per size. */
export function scaleTable(results) {
  const [base, scaled] = results.runs
  const row = (label, f) => `| ${label} | ${f(base)} | ${f(scaled)} |`
  return [
    `| Scale benchmark (${results.date.slice(0, 10)}, ${results.cpus} cores) | +0 pages (${base.output.htmlPages} HTML pages) | +${scaled.extraPages} pages (${scaled.output.htmlPages} HTML pages) |`,
    "| --- | --- | --- |",
    row("Cold build (`gatsby clean` + `npm run build`), wall", r => `${r.coldSeconds.toFixed(1)} s`),
    row("Cold build, CPU time (user + system)", r => cpu(r.coldCpuSeconds)),
    row("Warm rebuild (one page's text changed), wall", r => `${r.warmSeconds.toFixed(1)} s`),
    row("Warm rebuild, CPU time", r => cpu(r.warmCpuSeconds)),
    row(
      `HTML of \`${base.docsPage.route}\`, raw / gzip`,
      r => `${kb(r.docsPage.htmlRaw)} / ${kb(r.docsPage.htmlGzip)}`,
    ),
    row("Its `page-data.json`, raw / gzip", r => `${kb(r.docsPage.pageDataRaw)} / ${kb(r.docsPage.pageDataGzip)}`),
    ...Object.keys(base.firstLoadJsGzip).map(name =>
      row(`First-load JS gzip, ${name} \`${results.pages[name]}\``, r => kb(r.firstLoadJsGzip[name])),
    ),
    row("Whole output (`public/`, no source maps)", r => `${mb(r.output.bytes)} (${r.output.files} files)`),
    `| Build cost per added page, wall / CPU | | ${results.secondsPerAddedPage.toFixed(3)} s / ${
      results.cpuSecondsPerAddedPage === null ? "n/a" : `${results.cpuSecondsPerAddedPage.toFixed(3)} s`
    } |`,
  ].join("\n")
}

export async function benchScale(count, { pages }) {
  if (!Number.isInteger(count) || count < 1) throw new Error("--scale takes a whole number of pages, e.g. --scale 1000")
  const repo = execFileSync("git", ["rev-parse", "--show-toplevel"], { encoding: "utf8" }).trim()
  const site = mkdtempSync(path.join(os.tmpdir(), "questforge-scale-"))
  const keep = process.argv.includes("--keep")
  console.error(`scale bench: copied ${copySite(repo, site)} files to ${site}`)
  const original = readFileSync(path.join(site, EDITED_PAGE), "utf8")
  const results = { date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, pages, runs: [] }
  try {
    results.runs.push(runSize(site, 0, pages, original))
    results.generatedRoutes = writeScalePages(path.join(site, "content/docs"), count).length
    results.runs.push(runSize(site, count, pages, original))
  } catch (error) {
    console.error(`scale bench: the copy is kept at ${site}`)
    throw error
  }
  if (!keep) rmSync(site, { recursive: true, force: true })
  results.secondsPerAddedPage = (results.runs[1].coldSeconds - results.runs[0].coldSeconds) / count
  const [cpu0, cpuN] = results.runs.map(run => run.coldCpuSeconds)
  results.cpuSecondsPerAddedPage = cpu0 === null || cpuN === null ? null : (cpuN - cpu0) / count
  mkdirSync(path.join(repo, "bench-results"), { recursive: true })
  writeFileSync(path.join(repo, "bench-results/scale.json"), `${JSON.stringify(results, null, 2)}\n`)
  console.log(scaleTable(results))
  console.log("\nwritten: bench-results/scale.json")
}
