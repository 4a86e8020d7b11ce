import type { OgImageRef } from "../lib/og/card"
import { ancestorsOf, findCategory } from "../lib/sidebar/navigation"
import type { SiteModel } from "../lib/sidebar/site-model"
import type { Category, NavLink, SidebarCategory } from "../lib/sidebar/types"
import type { OgPage } from "./og"
import { ogImageOf } from "./og/style"

/** A docs page of the site model with what its context and its preview image take. */
export type DocEntry = SiteModel["pages"][number] & { breadcrumbs: NavLink[]; ogImage: OgImageRef }

export interface CategoryEntry {
  category: Category
  node: SidebarCategory
  breadcrumbs: NavLink[]
  ogImage: OgImageRef
}

/**
 * Every page's breadcrumbs and preview image, worked out from the site model before the pages
 * compile (createPages starts the images with them, then builds the page contexts). A category
 * that is not in its section's tree has no page.
 */
export function pageEntries(
  model: SiteModel,
  categories: Category[],
): { docs: DocEntry[]; categoryPages: CategoryEntry[] } {
  const docs = model.pages.map(page => {
    const { section, path: pagePath, title } = page.doc
    const breadcrumbs = ancestorsOf(model.trees[section], pagePath)
    return { ...page, breadcrumbs, ogImage: ogImageOf({ section, title, breadcrumbs }).ref }
  })
  const categoryPages = categories.flatMap(category => {
    const node = findCategory(model.trees[category.section], category.path)
    if (!node) return []
    const breadcrumbs = ancestorsOf(model.trees[category.section], category.path)
    const { ref } = ogImageOf({ section: category.section, title: category.label, breadcrumbs })
    return [{ category, node, breadcrumbs, ogImage: ref }]
  })
  return { docs, categoryPages }
}

/** The pages as the preview images take them (path, and the context fields of the card). */
export function previewPages(docs: DocEntry[], categoryPages: CategoryEntry[]): OgPage[] {
  return [
    ...docs.map(({ doc, breadcrumbs, ogImage }) => ({
      path: doc.path,
      context: { section: doc.section, title: doc.title, breadcrumbs, ogImage },
    })),
    ...categoryPages.map(({ category, breadcrumbs, ogImage }) => ({
      path: category.path,
      context: { section: category.section, title: category.label, breadcrumbs, ogImage },
    })),
  ]
}
