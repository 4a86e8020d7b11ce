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
