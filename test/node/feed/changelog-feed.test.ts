import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { SEARCH_BODY } from "../../../src/lib/site-html/regions"
import { atomProblems } from "../../support/atom-check"
import { writeChangelogFeed } from "../../../src/node/feed/changelog-feed"

const SITE = { siteUrl: "https://docs.example", siteTitle: "Docs", author: "Questforge" }

function site(body: string | null): string {
  const publicDir = mkdtempSync(path.join(tmpdir(), "qf-feed-"))
  if (body === null) return publicDir
  mkdirSync(path.join(publicDir, "reference", "changelog"), { recursive: true })
  writeFileSync(
    path.join(publicDir, "reference", "changelog", "index.html"),
    `<html><body><article ${SEARCH_BODY}><h1>Changelog</h1><h2 id="api">API</h2>${body}</article></body></html>`,
  )
  return publicDir
}

describe("writeChangelogFeed", () => {
  it("writes public/changelog.xml from the built page", () => {
    const publicDir = site(
      "<table><thead><tr><th>Date</th><th>Version</th><th>Change</th></tr></thead>" +
        "<tbody><tr><td>2026-11-22</td><td>1.0.0</td><td>First.</td></tr></tbody></table>",
    )
    expect(writeChangelogFeed({ publicDir, ...SITE })).toBe(1)
    const xml = readFileSync(path.join(publicDir, "changelog.xml"), "utf8")
    expect(atomProblems(xml)).toEqual([])
    expect(xml).toContain("<title>API 1.0.0</title>")
  })

  it("stops the build when the page is missing or has no dated entries", () => {
    expect(writeChangelogFeed({ publicDir: site(null), ...SITE })).toMatch(/the page was not built\. Fix:/)
    expect(writeChangelogFeed({ publicDir: site("<p>Nothing yet.</p>"), ...SITE })).toMatch(/no dated entries\. Fix:/)
  })
})
