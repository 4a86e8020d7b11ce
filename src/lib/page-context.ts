import type { OgImageRef } from "./og/card"
import type { NavLink, Section } from "./sidebar/types"

/**
 * A table-of-contents entry: an h2 with its h3s (SPEC §9: levels 2 to 3). Not in the page
 * context: it comes with the compiled page (src/node/mdx-toc.ts).
 */
export interface TocEntry {
  id: string
  title: string
  items: TocEntry[]
}

interface SharedContext {
  section: Section
  /** The page's URL path (`path` itself is reserved by Gatsby for the page object). */
  pagePath: string
  title: string
  description: string
  breadcrumbs: NavLink[]
  previous: NavLink | null
  next: NavLink | null
  /** The page's link preview image (Open Graph), written by the post-build pass. */
  ogImage: OgImageRef
}

/** What gatsby-node hands the doc template; components render only this. */
export interface DocPageContext extends SharedContext {
  kind: "doc"
  editUrl: string
  reportUrl: string
  /**
   * When the page's source file last changed (ISO timestamp, UTC): its last commit, or the
   * file's time without git history; null when a shallow clone hides it.
   */
  lastUpdated: string | null
}

export interface CategoryCard {
  type: "doc" | "category"
  label: string
  path: string
  description: string
  /** HTTP methods of the API operations documented on that page (API categories only). */
  methods: string[]
}

export interface CategoryPageContext extends SharedContext {
  kind: "category"
  items: CategoryCard[]
}

export type SitePageContext = DocPageContext | CategoryPageContext
