import { z } from "zod"
import { oneSentence } from "./frontmatter"
import { parseContent } from "./schema-error"

export const CATEGORY_FILE_NAME = "_category_.yaml"

export const categoryFileSchema = z
  .object({
    label: z.string().trim().min(1, "must not be empty"),
    position: z.number().int().nonnegative(),
    description: oneSentence,
    slug: z
      .string()
      .regex(/^[a-z0-9]+(-+[a-z0-9]+)*$/, "must be lowercase letters, digits and dashes"),
  })
  .strict()

export type CategoryFile = z.infer<typeof categoryFileSchema>

const hints = {
  label: "set `label` to the name shown in the sidebar and breadcrumbs.",
  position: "set `position` to a whole number (lower comes first among its siblings).",
  description: "set `description` to one sentence; it is shown on the category page and its card.",
  slug: "set `slug` to the category page's URL segment, e.g. `module-wikipedia` gives /category/module-wikipedia.",
  "*": "remove the field; allowed fields are label, position, description, slug.",
}

export function parseCategoryFile(data: unknown, file: string): CategoryFile {
  return parseContent(categoryFileSchema, data ?? {}, file, "category file", hints)
}
