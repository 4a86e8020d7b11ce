/** One Atom entry: every element RFC 4287 requires of an entry, with content in HTML. */
export interface AtomEntry {
  id: string
  title: string
  /** RFC 3339, e.g. `2026-11-23T00:00:00Z`. */
  updated: string
  link: string
  html: string
}

export interface AtomFeed {
  id: string
  title: string
  subtitle: string
  /** The feed's own address (rel="self"). */
  self: string
  /** The page the feed follows (rel="alternate"). */
  page: string
  author: string
  entries: AtomEntry[]
}

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

/**
 * The feed document. Its `updated` is the newest entry's, so the file only changes when the
 * changelog does; entries are newest first, as feed readers list them.
 */
export function atomXml(feed: AtomFeed): string {
  const entries = [...feed.entries].sort((a, b) => b.updated.localeCompare(a.updated))
  const updated = entries[0]?.updated ?? "1970-01-01T00:00:00Z"
  const element = (name: string, value: string, attributes = "") =>
    `<${name}${attributes}>${escapeXml(value)}</${name}>`
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    `  ${element("id", feed.id)}`,
    `  ${element("title", feed.title)}`,
    `  ${element("subtitle", feed.subtitle)}`,
    `  ${element("updated", updated)}`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feed.self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(feed.page)}"/>`,
    `  <author>${element("name", feed.author)}</author>`,
    ...entries.flatMap(entry => [
      "  <entry>",
      `    ${element("id", entry.id)}`,
      `    ${element("title", entry.title)}`,
      `    ${element("updated", entry.updated)}`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(entry.link)}"/>`,
      `    ${element("content", entry.html, ' type="html"')}`,
      "  </entry>",
    ]),
    "</feed>",
    "",
  ]
  return lines.join("\n")
}
