import type { Doc } from "../../lib/sidebar/types"

/** The `doc` field `src/node/fields.ts` puts on every MDX node (schema: `src/node/schema.ts`). */
export type DocFields = Omit<Doc, "id"> & { docId: string }

/** GraphQL selections of what the sidebar reads: a doc's fields and a category node. */
export const DOC_FIELDS =
  "fields { doc { docId file section dir path title description sidebarLabel sidebarPosition } }"
export const CATEGORY_FIELDS = "file section dir label position description slug path"

/** One home for turning node fields into the sidebar's `Doc`. */
export const docOfFields = (fields: DocFields): Doc => {
  const { docId, ...rest } = fields
  return { ...rest, id: docId }
}
