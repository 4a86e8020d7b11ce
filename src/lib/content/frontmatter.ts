import { z } from "zod"
import { parseContent, ContentError } from "./schema-error"
import { replaceTokens, UnknownTokenError, type TokenValues } from "./tokens"

/** A page's or a category's description: one sentence of 20 to 200 characters, ending with a full stop. */
export const oneSentence = z
  .string()
  .trim()
  .min(20, "is too short: write one full sentence (20 characters or more)")
  .max(200, "is too long: keep it to one sentence of at most 200 characters")
  .regex(/[.!?]$/, "must be one sentence ending with a full stop")

export const frontmatterSchema = z
  .object({
    title: z.string().trim().min(1, "must not be empty"),
    description: oneSentence,
    sidebar_label: z.string().trim().min(1, "must not be empty").optional(),
    sidebar_position: z.number().int().nonnegative().optional(),
    slug: z
      .string()
      .regex(/^[a-z0-9.{}-]+$/, "must be one lowercase path segment (letters, digits, dots, dashes)")
      .optional(),
  })
  .strict()

export type Frontmatter = z.infer<typeof frontmatterSchema>

const hints = {
  title: "add `title: Page title` to the frontmatter; it is the h1 and the browser title.",
  description:
    "add `description:` with one sentence saying what the reader can do with this page; it is the meta description and the text on category cards.",
  sidebar_label: "set `sidebar_label` to a short label, or remove it to use the title.",
  sidebar_position: "set `sidebar_position` to a whole number (lower comes first), or remove it.",
  slug: "set `slug` to the last URL segment (e.g. `website-settings-seo`), or remove it to use the file name.",
  "*": "remove the field; allowed fields are title, description, sidebar_label, sidebar_position, slug.",
}

/** Validates one page's frontmatter and resolves product tokens in its text fields. */
export function parseFrontmatter(data: unknown, file: string, tokens: TokenValues): Frontmatter {
  const fm = parseContent(frontmatterSchema, data ?? {}, file, "frontmatter", hints)
  const resolve = (field: keyof Frontmatter, value: string | undefined): string | undefined => {
    if (value === undefined) return undefined
    try {
      return replaceTokens(value, tokens)
    } catch (error) {
      if (error instanceof UnknownTokenError) {
        throw new ContentError(file, [
          `frontmatter field \`${field}\` has an ${error.message}. Fix: use {product}, {productName} or {siteTitle}.`,
        ])
      }
      throw error
    }
  }
  return {
    ...fm,
    title: resolve("title", fm.title)!,
    description: resolve("description", fm.description)!,
    sidebar_label: resolve("sidebar_label", fm.sidebar_label),
    slug: resolve("slug", fm.slug),
  }
}
