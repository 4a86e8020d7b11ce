import type { Category, Doc } from "../../src/lib/sidebar/types"

let counter = 0

/** A valid doc; override only what a test is about. */
export function createDoc(overrides: Partial<Doc> = {}): Doc {
  counter += 1
  const dir = overrides.dir ?? []
  const name = `page-${counter}`
  return {
    id: `docs:${[...dir, name].join("/")}`,
    file: `content/docs/${[...dir, name].join("/")}.mdx`,
    section: "docs",
    dir,
    path: `/${[...dir, name].join("/")}`,
    title: `Page ${counter}`,
    description: "A page used by a unit test.",
    sidebarLabel: overrides.title ?? `Page ${counter}`,
    sidebarPosition: null,
    ...overrides,
  }
}

export function createCategory(overrides: Partial<Category> & { dir: string[] }): Category {
  const slug = overrides.slug ?? overrides.dir.join("-")
  const section = overrides.section ?? "docs"
  return {
    file: `content/${section}/${overrides.dir.join("/")}/_category_.yaml`,
    section,
    label: overrides.dir[overrides.dir.length - 1],
    position: 1,
    description: "A category used by a unit test.",
    slug,
    path: `${section === "api" ? "/api/category/" : "/category/"}${slug}`,
    ...overrides,
  }
}
