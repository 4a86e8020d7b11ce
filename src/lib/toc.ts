import type { TocEntry } from "./page-context"

/** The parts of a hast tree the table of contents reads. */
export interface TocHastNode {
  type: string
  tagName?: string
  value?: string
  properties?: Record<string, unknown>
  children?: TocHastNode[]
}

const textOf = (node: TocHastNode): string =>
  node.type === "text" ? (node.value ?? "") : (node.children ?? []).map(textOf).join("")

/**
 * The page's h2 headings, each with the h3s that follow it, read from the compiled
 * page's own tree (after ids are set, before the "#" anchors are added). Pages have no h1 in
 * their body (the title is the h1). An h3 before the first h2 is listed at the top level;
 * a heading without an id cannot be linked and is left out.
 */
export function tocFromHast(tree: TocHastNode): TocEntry[] {
  const entries: TocEntry[] = []
  const walk = (node: TocHastNode) => {
    if (node.type === "element" && (node.tagName === "h2" || node.tagName === "h3")) {
      const id = node.properties?.id
      const title = textOf(node).trim()
      if (typeof id !== "string" || !id || !title) return
      const entry: TocEntry = { id, title, items: [] }
      const parent = entries.at(-1)
      if (node.tagName === "h3" && parent) parent.items.push(entry)
      else entries.push(entry)
      return
    }
    node.children?.forEach(walk)
  }
  walk(tree)
  return entries
}

/** Every entry's id, h2s and their h3s, in the order the headings appear on the page. */
export function tocIds(entries: TocEntry[]): string[] {
  return entries.flatMap(entry => [entry.id, ...tocIds(entry.items)])
}

/** The entry with this id, at any level. */
export function tocEntry(entries: TocEntry[], id: string): TocEntry | undefined {
  for (const entry of entries) {
    const found = entry.id === id ? entry : tocEntry(entry.items, id)
    if (found) return found
  }
  return undefined
}

/**
 * The section the reader is in: the last heading, in page order, that has scrolled up past the
 * reading line; none while the reader is still above the first heading.
 */
export function currentSection(ids: string[], passed: ReadonlySet<string>): string | null {
  for (let index = ids.length - 1; index >= 0; index -= 1) if (passed.has(ids[index])) return ids[index]
  return null
}
