import { readablePath } from "../paths/url-shape"

/** A page's place in the content folders, as the 404 page reads it. */
export interface FiledRoute {
  path: string
  /** The content folders the page is filed in, outermost first (["modules", "wiki"]). */
  dir: readonly string[]
}

/** A section's category page. */
export interface SectionCategory {
  path: string
  title: string
  description: string
  dir: readonly string[]
}

// A malformed escape stays as typed, so it names no page's segment.
const segments = (pathname: string): string[] => readablePath(pathname).toLowerCase().split("/").filter(Boolean)

/**
 * The section a missing path was in, so the 404 page offers the reader's own section first: the
 * top-level category of the pages whose addresses start like the missing one, on two segments
 * when pages share them (`/api/store-commands/get-queue` → Store commands), else on the first
 * (`/store/product` → Store, `/modules/old-page` → Website modules). Null when no page shares
 * the start, or the pages that do are filed in different sections (`/api/unknown`).
 */
export function sectionOf(
  pathname: string,
  pages: readonly FiledRoute[],
  categories: readonly SectionCategory[],
): SectionCategory | null {
  const missing = segments(pathname)
  if (missing.length === 0 || missing[0] === "category") return null
  for (const depth of [2, 1]) {
    if (missing.length < depth) continue
    const start = missing.slice(0, depth).join("/")
    const tops = new Set(
      pages.filter(page => segments(page.path).slice(0, depth).join("/") === start).map(page => page.dir[0] ?? ""),
    )
    if (tops.size === 0) continue
    if (tops.size > 1) return null
    const [top] = tops
    return categories.find(category => category.dir.length === 1 && category.dir[0] === top) ?? null
  }
  return null
}
