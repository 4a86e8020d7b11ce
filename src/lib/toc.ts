import type { TocEntry } from "./page-context"

/** Shape of gatsby-plugin-mdx's `tableOfContents` (mdast-util-toc). */
export interface RawTocItem {
  url?: string
  title?: string
  items?: RawTocItem[]
}

/**
 * Keeps h2 and h3 entries only. Pages have no h1 in their body (the title is the h1), so
 * the top level of the raw table is h2; anything deeper than h3 is dropped.
 */
export function tocFromMdx(raw: { items?: RawTocItem[] } | null | undefined): TocEntry[] {
  const convert = (items: RawTocItem[] | undefined, depth: number): TocEntry[] =>
    (items ?? [])
      .filter(item => item.url && item.title)
      .map(item => ({
        id: item.url!.replace(/^#/, ""),
        title: item.title!,
        items: depth < 3 ? convert(item.items, depth + 1) : [],
      }))
  return convert(raw?.items, 2)
}
