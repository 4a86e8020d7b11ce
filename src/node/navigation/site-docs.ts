import type { Category, Doc } from "../../lib/sidebar/types"

/** The fields `src/node/fields.ts` puts on every MDX node (schema: `src/node/schema.ts`). */
export type DocFields = Omit<Doc, "id"> & { docId: string }

/** GraphQL selections of what the sidebar reads: a doc's fields and a category node. */
export const DOC_FIELDS = "fields { docId file section dir path title description sidebarLabel sidebarPosition }"
export const CATEGORY_FIELDS = "file section dir label position description slug path"

/** One home for turning node fields into the sidebar's `Doc`. */
export const docOfFields = (fields: DocFields): Doc => {
  const { docId, ...rest } = fields
  return { ...rest, id: docId }
}

/** Only what the sidebar reads, so a node's extra internals never reach the trees. */
export const categoryOfNode = (node: Category): Category => ({
  file: node.file,
  section: node.section,
  dir: node.dir,
  label: node.label,
  position: node.position,
  description: node.description,
  slug: node.slug,
  path: node.path,
})
