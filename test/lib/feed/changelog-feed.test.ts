import { parseFeed } from "htmlparser2"
import { atomProblems } from "../../support/atom-check"
import { SEARCH_BODY, SEARCH_IGNORE } from "../../../src/lib/site-html/regions"
import { atomXml } from "../../../src/lib/feed/atom"
import { changelogEntries } from "../../../src/lib/feed/changelog-entries"

const SITE = "https://docs.example"
const PAGE = `${SITE}/reference/changelog`

const heading = (level: number, id: string, text: string) =>
  `<h${level} id="${id}">${text}<a ${SEARCH_IGNORE} href="#${id}">#</a></h${level}>`
const table = (header: string[], rows: string[][]) =>
  `<table><thead><tr>${header.map(h => `<th>${h}</th>`).join("")}</tr></thead><tbody>` +
  rows.map(row => `<tr>${row.map(cell => `<td>${cell}</td>`).join("")}</tr>`).join("") +
  "</tbody></table>"

/** The shape of the built changelog page: sections, dated tables under headings, other tables. */
const changelogHtml = (apiRows: string[][]) =>
  `<html><head><meta name="description" content="Versions &amp; changes."></head><body><article ${SEARCH_BODY}>` +
  "<h1>Changelog</h1>" +
  heading(2, "rest-api", "REST API") +
  table(["Area", "What v1 offers"], [["Rate limit", "120 per minute"]]) +
  heading(3, "api-changes", "API changes") +
  table(["Date", "Version", "Change"], apiRows) +
  heading(2, "game-server-plugins", "Game-server plugins") +
  heading(3, "current-release-240", "Current release: 2.4.0") +
  table(
    ["Date", "Version", "Change"],
    [["2026-11-23", "2.4.0", 'See <a href="/integrations/x#y">what &lt;each&gt; detects</a>.']],
  ) +
  "</article></body></html>"

const API_ROWS = [
  ["2026-11-23", "1.1.0", 'Additive. <code>discord:&lt;id&gt;</code> accepted; <a href="#api-changes">above</a>.'],
  ["2026-11-22", "1.0.0", "First published version of v1."],
]

function feedOf(html: string) {
  const page = changelogEntries(html, PAGE, SITE)
  return atomXml({
    id: PAGE,
    title: `${page.title} | Docs`,
    subtitle: page.description,
    self: `${SITE}/changelog.xml`,
    page: PAGE,
    author: "Questforge",
    entries: page.entries,
  })
}

describe("the changelog's Atom feed", () => {
  const xml = feedOf(changelogHtml(API_ROWS))

  it("is a sound Atom document: required elements, RFC 3339 dates, unique absolute ids", () => {
    expect(atomProblems(xml)).toEqual([])
  })

  it("has one entry per dated row, newest first, named by its section and linking to its heading", () => {
    const feed = parseFeed(xml)!
    expect(feed.type).toBe("atom")
    expect(feed.title).toBe("Changelog | Docs")
    expect(feed.updated).toEqual(new Date("2026-11-23T00:00:00Z"))
    expect(feed.items.map(item => [item.title, item.link, item.pubDate?.toISOString().slice(0, 10)])).toEqual([
      ["REST API 1.1.0", `${PAGE}#api-changes`, "2026-11-23"],
      ["Game-server plugins 2.4.0", `${PAGE}#current-release-240`, "2026-11-23"],
      ["REST API 1.0.0", `${PAGE}#api-changes`, "2026-11-22"],
    ])
  })

  it("carries each change as HTML with absolute links, escaped once", () => {
    const entries = changelogEntries(changelogHtml(API_ROWS), PAGE, SITE).entries
    expect(entries[0].html).toBe(
      `Additive. <code>discord:&lt;id&gt;</code> accepted; <a href="${PAGE}#api-changes">above</a>.`,
    )
    expect(entries[2].html).toBe(`See <a href="${SITE}/integrations/x#y">what &lt;each&gt; detects</a>.`)
    expect(xml).toContain("Additive. &lt;code&gt;discord:&amp;lt;id&amp;gt;&lt;/code&gt;")
  })

  it("keeps an entry's id when rows are added above it", () => {
    const before = changelogEntries(changelogHtml(API_ROWS), PAGE, SITE).entries.map(entry => entry.id)
    const after = changelogEntries(changelogHtml([["2026-12-01", "1.2.0", "New."], ...API_ROWS]), PAGE, SITE)
    expect(after.entries.map(entry => entry.id)).toEqual(expect.arrayContaining(before))
    expect(before[0]).toBe("tag:docs.example,2026-11-23:/reference/changelog/rest-api/1.1.0")
  })

  it("refuses a row whose date is not YYYY-MM-DD, naming it", () => {
    expect(() => changelogEntries(changelogHtml([["23 Nov 2026", "1.1.0", "x"]]), PAGE, SITE)).toThrow(
      'the row "23 Nov 2026 | 1.1.0 | x" has the date "23 Nov 2026": write it as YYYY-MM-DD',
    )
  })

  it("the check finds a broken feed", () => {
    const broken = xml.replace("<updated>2026-11-22T00:00:00Z</updated>", "<updated>2026-11-22</updated>")
    expect(atomProblems(broken)).toEqual(['entry 3\'s updated: "2026-11-22" is not an RFC 3339 date'])
    const duplicate = xml.replace("/rest-api/1.0.0", "/rest-api/1.1.0").replace("2026-11-22:", "2026-11-23:")
    expect(atomProblems(duplicate)).toEqual([expect.stringContaining("is not unique")])
  })
})
