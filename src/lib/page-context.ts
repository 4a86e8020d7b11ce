import type { OgImageRef } from "./og/card"
import type { Body } from "./page-body/body"
import type { NavLink, Section } from "./sidebar/types"

/** A table-of-contents entry: an h2 with its h3s (levels 2 to 3; the page title is the h1). */
export interface TocEntry {
  id: string
  title: string
  items: TocEntry[]
}

/** What every page's context has: where the page is, what it is called, how a reader reaches it. */
export interface SharedContext {
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
  /** The page's content, compiled by the build (src/node/page-body/compile.ts). */
  body: Body
  toc: TocEntry[]
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
