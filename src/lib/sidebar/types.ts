/** The two documentation trees: the main docs at `/` and the API reference at `/api/`. */
export type Section = "docs" | "api"

export interface SectionConfig {
  /** Path of the section root, where its `index.mdx` is served. */
  basePath: string
  /** Prefix of the generated category index pages. */
  categoryBase: string
  /** Folder under `content/` that holds the section. */
  contentDir: string
  /** Name used in breadcrumbs and search results. */
  label: string
  /** The first step of a page's breadcrumbs, linking to the section's root. */
  rootLabel: string
}

export const SECTIONS: Record<Section, SectionConfig> = {
  docs: { basePath: "/", categoryBase: "/category/", contentDir: "content/docs", label: "Docs", rootLabel: "Home" },
  api: { basePath: "/api/", categoryBase: "/api/category/", contentDir: "content/api", label: "API", rootLabel: "API" },
}

/** One MDX file as collected from the file system, before validation. */
export interface DocSource {
  file: string
  section: Section
  /** Folder segments below the section's content folder. */
  dir: string[]
  /** File name without extension. */
  name: string
  frontmatter: unknown
}

/** One `_category_.yaml` as collected, before validation. */
export interface CategorySource {
  file: string
  section: Section
  dir: string[]
  data: unknown
}

export interface Doc {
  id: string
  file: string
  section: Section
  dir: string[]
  path: string
  title: string
  description: string
  sidebarLabel: string
  sidebarPosition: number | null
}

export interface Category {
  file: string
  section: Section
  dir: string[]
  label: string
  position: number
  description: string
  slug: string
  path: string
}

export interface SidebarDoc {
  type: "doc"
  label: string
  path: string
}

export interface SidebarCategory {
  type: "category"
  label: string
  path: string
  items: SidebarItem[]
}

export type SidebarItem = SidebarDoc | SidebarCategory

export interface NavLink {
  label: string
  path: string
}
