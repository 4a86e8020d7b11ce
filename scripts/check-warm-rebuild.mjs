#!/usr/bin/env node
// A rebuild after editing one page (part of `npm test`, after a build): what Gatsby's cache, the
// kept page compiles and the early compile's choice of pages (those modified since the previous
// build started) keep between builds must not keep the old page. The edit must reach every place
// a reader meets the page — its HTML, its Markdown twin, llms-full.txt, its search records — and
// every other page must come out as before. The page is restored afterwards and the build in
// public/ put back. Exit 1 naming what kept the old text.
import { spawnSync } from "node:child_process"
import { randomBytes } from "node:crypto"
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"
import { differences, siteSummary, visibleText } from "./compare-stock.mjs"

const PAGE_SOURCE = "content/docs/basic/navbar-elements.mdx"
const PAGE_PATH = "/basic/navbar-elements"

/** The embedded search index's records of a page (public/search-shards/<version>/r-*.json). */
export function recordsOf(publicDir, pagePath) {
  const { version } = JSON.parse(readFileSync(path.join(publicDir, "search-index.json"), "utf8"))
  const dir = path.join(publicDir, "search-shards", version)
  return readdirSync(dir)
    .filter(name => /^r-\d+\.json$/.test(name))
    .flatMap(name => JSON.parse(readFileSync(path.join(dir, name), "utf8")))
    .filter(record => record.u === pagePath || record.u.startsWith(`${pagePath}#`))
}

/** Where the edit is missing from the rebuilt site, as lines a reader can act on. */
export function missingEdit(publicDir, pagePath, sentence) {
  const lines = []
  const html = path.join(publicDir, pagePath.slice(1), "index.html")
  if (!visibleText(readFileSync(html, "utf8")).includes(sentence)) lines.push(`${html}: the old page`)
  const markdown = path.join(publicDir, `${pagePath.slice(1)}.md`)
  if (!readFileSync(markdown, "utf8").includes(sentence)) lines.push(`${markdown}: the old Markdown twin`)
  if (!readFileSync(path.join(publicDir, "llms-full.txt"), "utf8").includes(sentence))
    lines.push(`${path.join(publicDir, "llms-full.txt")}: the old page`)
  if (!recordsOf(publicDir, pagePath).some(record => record.c?.includes(sentence)))
    lines.push(`the search index: no record of ${pagePath} holds the edit`)
  return lines
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!existsSync("public/index.html")) {
    console.error("No build in public/: run `npm run build` first.")
    process.exit(1)
  }
  const before = siteSummary("public")
  const pageRecordsBefore = recordsOf("public", PAGE_PATH).length
  const original = readFileSync(PAGE_SOURCE, "utf8")
  // Letters only, so the search index keeps it as one word.
  const word = `warmcheck${[...randomBytes(6)].map(byte => String.fromCharCode(97 + (byte % 26))).join("")}`
  const sentence = `This sentence was added by the rebuild check: ${word}.`
  const kept = ".public-before-edit"
  rmSync(kept, { recursive: true, force: true })
  // A copy: Gatsby empties its cache when public/ is missing, and the rebuild would be a cold one.
  cpSync("public", kept, { recursive: true })
  let lines
  try {
    writeFileSync(PAGE_SOURCE, `${original.trimEnd()}\n\n${sentence}\n`)
    const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" })
    if (build.status !== 0) lines = ["the rebuild failed"]
    else {
      const after = siteSummary("public")
      const edited = [`${PAGE_PATH.slice(1)}/index.html`, `${PAGE_PATH.slice(1)}.md`]
      for (const file of edited) {
        before.pages.delete(file)
        after.pages.delete(file)
        before.markdown.delete(file)
        after.markdown.delete(file)
      }
      // The other pages' records: all of them but the edited page's, before and after.
      before.records -= pageRecordsBefore
      after.records -= recordsOf("public", PAGE_PATH).length
      lines = [
        ...missingEdit("public", PAGE_PATH, sentence),
        ...differences(before, after).map(line => `not edited, yet changed: ${line}`),
      ]
    }
  } finally {
    writeFileSync(PAGE_SOURCE, original)
    rmSync("public", { recursive: true, force: true })
    renameSync(kept, "public")
  }
  if (lines.length) {
    console.error(`The rebuild after editing ${PAGE_SOURCE} is wrong:\n${lines.map(line => `- ${line}`).join("\n")}`)
    process.exit(1)
  }
  console.log(
    `Rebuild after editing ${PAGE_SOURCE}: the edit is in its page, Markdown twin, llms-full.txt and search records; ${before.pages.size} other pages unchanged.`,
  )
}
