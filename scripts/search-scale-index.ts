// The embedded index at a larger size without a Gatsby build, for `npm run bench -- --search-scale`
// (scripts/bench-search-scale.mjs): the records of the last build (public/) plus the records of
// N generated pages (scripts/bench-scale-pages.mjs), read from their MDX by a small reader
// (headings, paragraphs, list items and table cells; code left out, product facts printed),
// written both ways into <out>: as the shards the site ships (search-index.json +
// search-shards/) and as the single file it shipped before (search-index.single.json, keeping
// 160 characters of text per record as that file did).
// Usage: tsx scripts/search-scale-index.ts <out> <N>
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { parse } from "yaml"
import { buildIndexFile, SINGLE_FILE_STORED_CONTENT } from "../src/lib/search/local-index"
import { recordsFromPage, type PageBlocks, type SearchRecord } from "../src/lib/search/records"
import { readBuiltSite } from "../src/node/post-build/read-built-site"
import { loadProduct } from "../src/node/product"
import { buildShards } from "../src/node/search/build-shards"
import { byObjectId } from "../src/node/search/site-records"
import { loadSynonyms } from "../src/node/search/synonyms-file"
// @ts-expect-error: a plain ES module without types
import { writeScalePages } from "./bench-scale-pages.mjs"

const root = path.resolve(__dirname, "..")
const [out, countArg] = process.argv.slice(2)
const count = Number(countArg)
const product = loadProduct(root) as unknown as Record<string, unknown>

const lookup = (key: string) =>
  key.split(".").reduce<unknown>((value, part) => (value as Record<string, unknown>)?.[part], product)
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N} -]/gu, "")
    .replace(/ /g, "-")
const inline = (text: string) =>
  text
    .replace(/%%([\w.]+)%%/g, (_, key: string) => String(lookup(key) ?? ""))
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*`]/g, "")
    .trim()

/** One generated page's search blocks, as the built page's reader would give them. */
function blocksOf(mdx: string, pagePath: string): PageBlocks {
  const [, frontmatter, body] = mdx.split(/^---$/m)
  const title = String((parse(frontmatter) as { title: string }).title)
  const page: PageBlocks = { path: pagePath, docTag: "docs", section: "Scale test", title, blocks: [] }
  let code = false
  let paragraph: string[] = []
  const flush = () => {
    if (paragraph.length) page.blocks.push({ kind: "text", text: inline(paragraph.join(" ")) })
    paragraph = []
  }
  for (const line of body.split("\n")) {
    if (line.startsWith("```")) {
      flush()
      code = !code
    } else if (code) continue
    else if (/^#{2,6} /.test(line)) {
      flush()
      const text = inline(line.replace(/^#+ /, ""))
      page.blocks.push({ kind: "heading", level: line.indexOf(" "), id: slug(text), text })
    } else if (/^\|/.test(line)) {
      flush()
      if (/^\|[\s|-]+\|$/.test(line)) continue
      for (const cell of line.split("|").slice(1, -1)) page.blocks.push({ kind: "text", text: inline(cell) })
    } else if (/^(\d+\.|-) /.test(line)) {
      flush()
      page.blocks.push({ kind: "text", text: inline(line.replace(/^(\d+\.|-) /, "")) })
    } else if (line.trim() === "") flush()
    else paragraph.push(line)
  }
  flush()
  return page
}

const started = Date.now()
const records: SearchRecord[] = [...readBuiltSite(path.join(root, "public")).records]
if (count > 0) {
  const temp = mkdtempSync(path.join(os.tmpdir(), "questforge-search-scale-"))
  const routes = writeScalePages(temp, count) as string[]
  for (const route of routes) {
    const file = path.join(temp, `${route}.mdx`)
    records.push(...recordsFromPage(blocksOf(readFileSync(file, "utf8"), route)))
  }
  rmSync(temp, { recursive: true, force: true })
}
records.sort(byObjectId)
const synonyms = loadSynonyms(root)
mkdirSync(out, { recursive: true })
const { manifest, files } = buildShards(records, synonyms)
for (const [file, text] of files) {
  mkdirSync(path.dirname(path.join(out, file)), { recursive: true })
  writeFileSync(path.join(out, file), text)
}
writeFileSync(path.join(out, "search-index.json"), JSON.stringify(manifest))
writeFileSync(
  path.join(out, "search-index.single.json"),
  JSON.stringify(buildIndexFile(records, synonyms, SINGLE_FILE_STORED_CONTENT)),
)
console.log(JSON.stringify({ records: records.length, files: files.length, seconds: (Date.now() - started) / 1000 }))
