import { LEVELS, type Hierarchy, type Level, type SearchRecord } from "../../lib/search/records"

/** A hit as the UI receives it from either client (the record plus highlight and snippet results). */
export type SearchHit = Omit<SearchRecord, "weight"> & {
  objectID: string
  _highlightResult?: unknown
  _snippetResult?: unknown
  __position?: number
}

/** The deepest heading level a hit sits under (its title), never the section itself. */
export function titleLevel(hit: SearchHit): Level {
  if (hit.type !== "content") return hit.type === "lvl0" ? "lvl1" : hit.type
  const deepest = [...LEVELS].reverse().find(level => level !== "lvl0" && hit.hierarchy[level])
  return deepest ?? "lvl1"
}

/** Breadcrumb under the title: the page and headings above the title level ("Products › Commands"). */
export function hitPath(hit: SearchHit): string[] {
  const title = titleLevel(hit)
  const until = LEVELS.indexOf(title)
  const path = LEVELS.slice(1, until)
    .map(level => hit.hierarchy[level])
    .filter((v): v is string => Boolean(v))
  return path.length ? path : [hit.hierarchy.lvl0 ?? ""].filter(Boolean)
}

export const plainTitle = (hit: SearchHit) => hit.hierarchy[titleLevel(hit)] ?? hit.hierarchy.lvl1 ?? hit.url

/**
 * Groups hits by top-level section (lvl0) in order of each section's best hit. `index` is the
 * position in display order, which is the order ↑/↓ move through.
 */
export function groupBySection<T extends { hierarchy: Hierarchy }>(
  hits: T[],
): { section: string; hits: { hit: T; index: number }[] }[] {
  const groups = new Map<string, T[]>()
  for (const hit of hits) {
    const section = hit.hierarchy.lvl0 ?? "Docs"
    groups.set(section, [...(groups.get(section) ?? []), hit])
  }
  let index = 0
  return [...groups].map(([section, items]) => ({ section, hits: items.map(hit => ({ hit, index: index++ })) }))
}

/** The hits in the order they are shown. */
export const displayOrder = <T extends { hierarchy: Hierarchy }>(hits: T[]): T[] =>
  groupBySection(hits).flatMap(group => group.hits.map(item => item.hit))

/**
 * The hits whose title is also the title of a hit on another page ("How discounts combine" on
 * Coupons, Store discounts and Vouchers): these show their page's title beside their own, so
 * they can be told apart without reading the breadcrumb.
 */
export function sharedTitles(hits: SearchHit[]): Set<string> {
  const pages = new Map<string, Set<string>>()
  for (const hit of hits) {
    const title = plainTitle(hit).toLowerCase()
    pages.set(title, (pages.get(title) ?? new Set()).add(hit.hierarchy.lvl1 ?? hit.url))
  }
  return new Set(
    hits
      .filter(hit => titleLevel(hit) !== "lvl1" && (pages.get(plainTitle(hit).toLowerCase())?.size ?? 0) > 1)
      .map(hit => hit.objectID),
  )
}
