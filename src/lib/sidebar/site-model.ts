import { sectionTrees } from "./build-tree"
import { flattenLinks } from "./navigation"
import type { Category, Doc, NavLink, Section, SidebarItem } from "./types"

/** A documentation page as the site model knows it: its fields, source file and date. */
export interface ModelPage {
  doc: Doc
  /** The absolute path of the page's MDX file (the page compile's cache key). */
  contentFile: string
  /** The date the page's file last changed in git, or null outside a git checkout. */
  lastUpdated: string | null
}

/**
 * Everything site-wide the build derives from the pages: computed once, by createPages, and
 * handed to every later step that needs it (the shell's navigation, the Markdown twins and
 * llms.txt), so no step derives the sidebar, the order of pages or the cards again. Plain
 * objects only: it is stored in Gatsby's cache between those steps.
 */
export interface SiteModel {
  pages: ModelPage[]
  categories: Category[]
  trees: Record<Section, SidebarItem[]>
  /** Each section's pages and categories in reading order (previous / next). */
  flat: Record<Section, NavLink[]>
  /** The description of every page and category, by path (the category cards). */
  descriptions: Record<string, string>
}

/** Builds the model; throws ContentError for a duplicate URL or an unknown category. */
export function buildSiteModel(pages: ModelPage[], categories: Category[]): SiteModel {
  const docs = pages.map(page => page.doc)
  const trees = sectionTrees(docs, categories)
  const descriptions: Record<string, string> = {}
  for (const doc of docs) descriptions[doc.path] = doc.description
  for (const category of categories) descriptions[category.path] = category.description
  return {
    pages,
    categories,
    trees,
    flat: { docs: flattenLinks(trees.docs), api: flattenLinks(trees.api) },
    descriptions,
  }
}
