/** The accessible name of a heading's "#" link: what a screen reader says for it, not "#". */
export const headingAnchorName = (heading: string) => `Link to section ${heading.trim()}`

/**
 * Names for the regions tables scroll sideways in, one namer per page: each table is named
 * after the heading it stands under, so a screen reader's landmark list tells them apart
 * (axe landmark-unique). A second table under the same heading gets a number.
 */
export function tableRegionNamer(): (heading: string | null) => string {
  const seen = new Map<string, number>()
  return heading => {
    const title = heading?.replace(/\s+/g, " ").trim() || ""
    const count = (seen.get(title) ?? 0) + 1
    seen.set(title, count)
    const table = count > 1 ? `table ${count}` : "table"
    return title
      ? `${title}, ${table}, scrolls sideways`
      : `${table[0].toUpperCase()}${table.slice(1)}, scrolls sideways`
  }
}
