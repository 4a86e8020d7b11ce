import { DomUtils, parseDocument } from "htmlparser2"

/** htmlparser2's own element type (its domhandler, not whichever version sits beside it). */
type Element = ReturnType<typeof DomUtils.getElementsByTagName>[number]
import { SEARCH_BODY, SEARCH_IGNORE } from "../site-html/regions"
import type { AtomEntry } from "./atom"

export interface ChangelogPage {
  title: string
  description: string
  entries: AtomEntry[]
}

const DATE = /^\d{4}-\d{2}-\d{2}$/
const HEADINGS = new Set(["h2", "h3"])

/** What a reader sees of an element: its text without the heading's anchor link. */
const textOf = (node: Element) =>
  DomUtils.textContent(node.children.filter(child => !(DomUtils.isTag(child) && SEARCH_IGNORE in child.attribs)))
    .replace(/\s+/g, " ")
    .trim()

/** Cell HTML for a feed reader elsewhere: the site's links become absolute. */
function absoluteHtml(cell: Element, pageUrl: string, siteUrl: string): string {
  for (const link of DomUtils.getElementsByTagName("a", cell)) {
    const href = link.attribs.href ?? ""
    if (href.startsWith("#")) link.attribs.href = `${pageUrl}${href}`
    else if (href.startsWith("/")) link.attribs.href = `${siteUrl}${href}`
  }
  return DomUtils.getInnerHTML(cell, { encodeEntities: "utf8" }).trim()
}

/**
 * The dated entries of the built changelog page: every row of a table whose columns start
 * Date, Version. An entry is named by the page's section it is in ("REST API 1.1.0") and
 * links to the heading the table is under; its id stays the same as long as that section's
 * anchor and the version do. Throws, naming the row, on a date that is not YYYY-MM-DD.
 */
export function changelogEntries(html: string, pageUrl: string, siteUrl: string): ChangelogPage {
  const document = parseDocument(html)
  const body = DomUtils.findOne(node => SEARCH_BODY in node.attribs, document.children)
  if (!body) throw new Error("the page has no content region")
  const meta = DomUtils.findOne(node => node.name === "meta" && node.attribs.name === "description", document.children)
  const h1 = DomUtils.findOne(node => node.name === "h1", [body])
  const host = new URL(siteUrl).hostname
  const entries: AtomEntry[] = []
  let section: { id: string; text: string } = { id: "", text: "" }
  let anchor = ""
  for (const node of DomUtils.findAll(node => HEADINGS.has(node.name) || node.name === "table", [body])) {
    if (node.name !== "table") {
      if (node.name === "h2") section = { id: node.attribs.id ?? "", text: textOf(node) }
      anchor = node.attribs.id ?? anchor
      continue
    }
    const header = DomUtils.getElementsByTagName("th", node).map(textOf)
    if (header[0] !== "Date" || header[1] !== "Version") continue
    const rows = DomUtils.getElementsByTagName("tr", node).filter(
      row => row.parent?.type === "tag" && row.parent.name === "tbody",
    )
    for (const row of rows) {
      const cells = row.children.filter((child): child is Element => DomUtils.isTag(child) && child.name === "td")
      const [date, version] = cells.map(textOf)
      if (!DATE.test(date ?? ""))
        throw new Error(`the row "${cells.map(textOf).join(" | ")}" has the date "${date}": write it as YYYY-MM-DD`)
      entries.push({
        id: `tag:${host},${date}:${pageUrl.slice(siteUrl.length)}/${section.id}/${version}`,
        title: `${section.text} ${version}`,
        updated: `${date}T00:00:00Z`,
        link: `${pageUrl}#${anchor}`,
        html: cells
          .slice(2)
          .map(cell => absoluteHtml(cell, pageUrl, siteUrl))
          .join(" "),
      })
    }
  }
  return { title: h1 ? textOf(h1) : "", description: meta?.attribs.content ?? "", entries }
}
