import type { NavLink, SidebarCategory, SidebarItem } from "./types"

/** Reading order: a category's own page, then its items, depth first. */
export function flattenLinks(tree: SidebarItem[]): NavLink[] {
  const out: NavLink[] = []
  const walk = (items: SidebarItem[]) => {
    for (const item of items) {
      out.push({ label: item.label, path: item.path })
      if (item.type === "category") walk(item.items)
    }
  }
  walk(tree)
  return out
}

export function prevNext(flat: NavLink[], path: string): { previous: NavLink | null; next: NavLink | null } {
  const index = flat.findIndex(link => link.path === path)
  if (index === -1) return { previous: null, next: null }
  return { previous: flat[index - 1] ?? null, next: flat[index + 1] ?? null }
}

/** The categories above `path`, outermost first (the page itself is not included). */
export function ancestorsOf(tree: SidebarItem[], path: string): NavLink[] {
  const search = (items: SidebarItem[], trail: NavLink[]): NavLink[] | null => {
    for (const item of items) {
      if (item.path === path) return trail
      if (item.type === "category") {
        const found = search(item.items, [...trail, { label: item.label, path: item.path }])
        if (found) return found
      }
    }
    return null
  }
  return search(tree, []) ?? []
}

export function findCategory(tree: SidebarItem[], path: string): SidebarCategory | null {
  for (const item of tree) {
    if (item.type !== "category") continue
    if (item.path === path) return item
    const inner = findCategory(item.items, path)
    if (inner) return inner
  }
  return null
}
