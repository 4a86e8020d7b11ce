import { formatLongDate } from "../last-updated/format-date"
import { markdownPath } from "./markdown-path"

export interface PageHeader {
  title: string
  description: string
  siteUrl: string
  pagePath: string
  /** When the page's source last changed (ISO timestamp), as the HTML page prints it. */
  lastUpdated?: string | null
}

const oneLine = (value: string) => value.replace(/\s+/g, " ").trim()
const escapeLinkText = (value: string) => value.replace(/[[\]\\]/g, "\\$&")

/**
 * The top of every page's Markdown: its title (the HTML's h1 comes from frontmatter, not the
 * body), the description, where the HTML page is, and the documentation index — near the
 * top, where AI tools look for it.
 */
function header({ title, description, siteUrl, pagePath, lastUpdated }: PageHeader): string {
  return [
    `# ${oneLine(title)}`,
    `> ${oneLine(description)}`,
    `Source: ${siteUrl}${pagePath} · Index of all pages: ${siteUrl}/llms.txt`,
    ...(lastUpdated ? [`Last updated on ${formatLongDate(lastUpdated)}`] : []),
  ].join("\n\n")
}

/** A docs or API page: the header, then the body serialised from the page's tree. */
export function pageMarkdown(page: PageHeader, body: string): string {
  return `${header(page)}\n\n${body.trim()}\n`
}

export interface CategoryEntry {
  label: string
  path: string
  description: string
}

/** A generated category page: the header, then its pages and sub-categories as a linked list. */
export function categoryMarkdown(page: PageHeader, items: CategoryEntry[]): string {
  const list = items.map(
    item =>
      `- [${escapeLinkText(oneLine(item.label))}](${page.siteUrl}${markdownPath(item.path)})${item.description ? `: ${oneLine(item.description)}` : ""}`,
  )
  return `${header(page)}\n\n${list.join("\n")}\n`
}
