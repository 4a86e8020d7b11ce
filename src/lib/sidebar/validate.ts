import { parseCategoryFile } from "../content/category-file"
import { parseFrontmatter } from "../content/frontmatter"
import { ContentError } from "../content/schema-error"
import type { TokenValues } from "../content/tokens"
import { docPath } from "./doc-path"
import { SECTIONS, type Category, type CategorySource, type Doc, type DocSource } from "./types"

/** Turns a collected MDX file into a validated doc with its final URL path. */
export function validateDoc(source: DocSource, tokens: TokenValues): Doc {
  const fm = parseFrontmatter(source.frontmatter, source.file, tokens)
  const isIndex = source.name === "index"
  if (isIndex && source.dir.length > 0) {
    throw new ContentError(source.file, [
      "an index.mdx is only allowed at the root of a section. Fix: rename the file; category pages are generated from _category_.yaml.",
    ])
  }
  const path = docPath(source.section, source.dir, source.name, fm.slug, tokens)
  return {
    id: `${source.section}:${[...source.dir, source.name].join("/")}`,
    file: source.file,
    section: source.section,
    dir: source.dir,
    path,
    title: fm.title,
    description: fm.description,
    sidebarLabel: fm.sidebar_label ?? fm.title,
    sidebarPosition: fm.sidebar_position ?? null,
  }
}

export function validateCategory(source: CategorySource): Category {
  const data = parseCategoryFile(source.data, source.file)
  if (source.dir.length === 0) {
    throw new ContentError(source.file, [
      "a category file must sit in a sub-folder. Fix: move it into the folder it describes.",
    ])
  }
  return {
    file: source.file,
    section: source.section,
    dir: source.dir,
    label: data.label,
    position: data.position,
    description: data.description,
    slug: data.slug,
    path: `${SECTIONS[source.section].categoryBase}${data.slug}`,
  }
}
