#!/usr/bin/env node
// The stock build's oracle (part of `npm test`): builds the site again with QF_STOCK_BUILD=1 —
// none of the build's optimisations, every reach into a dependency's internals off
// (src/node/framework-internals.ts) — and compares it with the optimised build in public/:
// the same pages, the same visible text on every page, the same Markdown twins word for word,
// the same number of search records. The optimised build is put back in public/ afterwards.
// Exit 1 on any difference, naming the file and the first differing text.
import { spawnSync } from "node:child_process"
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs"
import path from "node:path"
import { DomUtils, parseDocument } from "htmlparser2"

/** Every file below `dir` whose name ends with `suffix`, relative to `dir`. */
function filesOf(dir, suffix, base = dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return filesOf(full, suffix, base)
    return entry.name.endsWith(suffix) ? [path.relative(base, full)] : []
  })
}

/** What a reader sees of a page: the text of its body, scripts and styles left out, spaces collapsed. */
export function visibleText(html) {
  const document = parseDocument(html)
  const body = DomUtils.findOne(element => element.name === "body", document.children, true)
  if (!body) return ""
  for (const element of DomUtils.findAll(e => ["script", "style", "template", "noscript"].includes(e.name), [body]))
    DomUtils.removeElement(element)
  return DomUtils.textContent(body).replace(/\s+/g, " ").trim()
}

/** The parts of a built site the two builds must share. */
export function siteSummary(dir) {
  const pages = new Map(
    filesOf(dir, ".html").map(file => [file, visibleText(readFileSync(path.join(dir, file), "utf8"))]),
  )
  // The Markdown twins, word for word: the early page compile serialises them apart from the pages.
  const markdown = new Map(filesOf(dir, ".md").map(file => [file, readFileSync(path.join(dir, file), "utf8")]))
  const index = path.join(dir, "search-index.json")
  // The embedded index's manifest (src/lib/search/shards/format.ts): documentCount is the number of records.
  const records = existsSync(index) ? (JSON.parse(readFileSync(index, "utf8")).documentCount ?? null) : null
  return { pages, markdown, records }
}

/** Where two maps of file → text differ, as lines a reader can act on. */
function textDifferences(optimised, stock) {
  const lines = []
  for (const [file, text] of optimised) {
    if (!stock.has(file)) lines.push(`${file}: missing from the stock build`)
    else if (stock.get(file) !== text) {
      const other = stock.get(file)
      let at = 0
      while (at < text.length && text[at] === other[at]) at += 1
      lines.push(
        `${file}: text differs at ${at}: optimised "${text.slice(at, at + 60)}" / stock "${other.slice(at, at + 60)}"`,
      )
    }
  }
  for (const file of stock.keys()) if (!optimised.has(file)) lines.push(`${file}: only in the stock build`)
  return lines
}

/** The differences between two summaries, as lines a reader can act on. */
export function differences(optimised, stock) {
  const lines = [
    ...textDifferences(optimised.pages, stock.pages),
    ...textDifferences(optimised.markdown, stock.markdown),
  ]
  if (optimised.records !== stock.records)
    lines.push(`search records: ${optimised.records} optimised, ${stock.records} stock`)
  return lines
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!existsSync("public/index.html")) {
    console.error("No build in public/: run `npm run build` first.")
    process.exit(1)
  }
  const optimised = siteSummary("public")
  const kept = ".public-optimised"
  rmSync(kept, { recursive: true, force: true })
  renameSync("public", kept)
  let lines
  try {
    const build = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, QF_STOCK_BUILD: "1" } })
    // A stock build that fails (its link check included) is a difference in itself.
    lines = build.status === 0 ? differences(optimised, siteSummary("public")) : ["the stock build failed"]
  } finally {
    rmSync("public", { recursive: true, force: true })
    renameSync(kept, "public")
  }
  if (lines.length) {
    console.error(`The stock build differs from the optimised one:\n${lines.map(line => `- ${line}`).join("\n")}`)
    process.exit(1)
  }
  console.log(
    `Stock build: ${optimised.pages.size} pages with the same visible text, ${optimised.markdown.size} Markdown files with the same text, ${optimised.records} search records.`,
  )
}
