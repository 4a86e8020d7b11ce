import { markdownPath } from "../markdown/markdown-path"

export interface PageInfo {
  path: string
  title: string
  description: string
  /** The top-level section a reader finds it under: "Store", "Integrations", "API", … */
  section: string
  /** Where its Markdown twin is served. */
  markdown: string
}

/** The description line of a Markdown twin's header (`> …`, right after the title). */
export function descriptionOfMarkdown(markdown: string): string {
  const line = markdown.split("\n").find(text => text.startsWith("> "))
  return line ? line.slice(2).trim() : ""
}

/**
 * A page address as an agent may write it — the path, the HTML or Markdown URL, with a host,
 * an anchor or a query — as the site path of its Markdown twin, or null when it cannot be one.
 */
export function markdownFileOf(address: string): string | null {
  let pathname: string
  try {
    pathname = decodeURIComponent(new URL(address.trim(), "http://docs.invalid/").pathname)
  } catch {
    return null
  }
  if (pathname.split("/").some(part => part === ".." || part === ".")) return null
  if (pathname.endsWith(".md")) return pathname
  if (pathname.endsWith("/index.html")) return `${pathname.slice(0, -"index.html".length)}index.md`
  if (pathname.endsWith(".html")) return `${pathname.slice(0, -".html".length)}.md`
  return markdownPath(pathname)
}

/** Pages in the reading order of the site: docs before API, then by path. */
export const byReadingOrder = (a: PageInfo, b: PageInfo) =>
  Number(a.section === "API") - Number(b.section === "API") || a.path.localeCompare(b.path)
