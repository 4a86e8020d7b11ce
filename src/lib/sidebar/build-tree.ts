import { ContentError } from "../content/schema-error"
import { SECTIONS, type Category, type Doc, type Section, type SidebarItem } from "./types"

const key = (dir: string[]) => dir.join("/")

interface Sortable {
  position: number | null
  title: string
  file: string
  item: SidebarItem
}

/** Position first (unpositioned last), then title, so the order never depends on file order. */
function byPositionThenTitle(a: Sortable, b: Sortable): number {
  const pa = a.position ?? Number.POSITIVE_INFINITY
  const pb = b.position ?? Number.POSITIVE_INFINITY
  if (pa !== pb) return pa < pb ? -1 : 1
  return a.title.localeCompare(b.title, "en")
}

/**
 * Siblings sharing a position would fall back to title order, so inserting a page could move
 * others without anyone noticing: each position is taken once among a folder's pages and
 * categories.
 */
function checkPositions(entries: Sortable[]): void {
  const seen = new Map<number, string>()
  for (const entry of entries) {
    if (entry.position === null) continue
    const other = seen.get(entry.position)
    if (other) {
      throw new ContentError(entry.file, [
        `its position ${entry.position} is also used by ${other} in the same folder. Fix: number a folder's pages and categories 1, 2, 3… in reading order and renumber the ones after an inserted page.`,
      ])
    }
    seen.set(entry.position, entry.file)
  }
}

/** Every path and category slug must be unique, or two files would fight over one URL. */
export function checkUnique(docs: Doc[], categories: Category[]): void {
  const seen = new Map<string, string>()
  const claim = (path: string, file: string) => {
    const other = seen.get(path)
    if (other) {
      throw new ContentError(file, [
        `its URL ${path} is also claimed by ${other}. Fix: rename one file or change its \`slug\`.`,
      ])
    }
    seen.set(path, file)
  }
  for (const doc of docs) claim(doc.path, doc.file)
  for (const category of categories) claim(category.path, category.file)
}

/**
 * Builds one section's sidebar tree from validated docs and categories. Every folder that
 * holds pages needs a category file, and every category needs at least one page, so the
 * sidebar never shows an unnamed folder or an empty category page.
 */
export function buildSidebar(section: Section, allDocs: Doc[], allCategories: Category[]): SidebarItem[] {
  const docs = allDocs.filter(d => d.section === section)
  const categories = new Map(allCategories.filter(c => c.section === section).map(c => [key(c.dir), c]))
  const { contentDir } = SECTIONS[section]

  for (const doc of docs) {
    for (let depth = 1; depth <= doc.dir.length; depth += 1) {
      const folder = doc.dir.slice(0, depth)
      if (!categories.has(key(folder))) {
        throw new ContentError(doc.file, [
          `its folder ${contentDir}/${key(folder)} has no _category_.yaml. Fix: add ${contentDir}/${key(folder)}/_category_.yaml with label, position, description and slug.`,
        ])
      }
    }
  }

  const level = (dir: string[]): SidebarItem[] => {
    const entries: Sortable[] = []
    for (const doc of docs) {
      if (key(doc.dir) === key(dir)) {
        entries.push({
          position: doc.sidebarPosition,
          title: doc.title,
          file: doc.file,
          item: { type: "doc", label: doc.sidebarLabel, path: doc.path },
        })
      }
    }
    for (const category of categories.values()) {
      if (category.dir.length === dir.length + 1 && key(category.dir.slice(0, -1)) === key(dir)) {
        const items = level(category.dir)
        if (items.length === 0) {
          throw new ContentError(category.file, [
            "this category has no pages. Fix: add an .mdx page to its folder or delete the category file.",
          ])
        }
        entries.push({
          position: category.position,
          title: category.label,
          file: category.file,
          item: { type: "category", label: category.label, path: category.path, items },
        })
      }
    }
    checkPositions(entries)
    return entries.sort(byPositionThenTitle).map(e => e.item)
  }

  return level([])
}

/** Both sections' trees, after checking that no two files claim one URL. */
export function sectionTrees(docs: Doc[], categories: Category[]): Record<Section, SidebarItem[]> {
  checkUnique(docs, categories)
  return { docs: buildSidebar("docs", docs, categories), api: buildSidebar("api", docs, categories) }
}
