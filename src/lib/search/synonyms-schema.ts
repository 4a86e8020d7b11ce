import { z } from "zod"
import { parseContent } from "../content/schema-error"
import { phraseTerms, type Synonyms } from "./synonyms"

/** Build-time validation of content/search-synonyms.yaml (the browser gets the checked data). */
const phrase = z
  .string()
  .min(1)
  .refine(
    text => phraseTerms(text).length > 0,
    'must contain a word that is searched (not only stop words such as "the" or "how")',
  )

const oneWay = z.array(z.object({ input: phrase, synonyms: z.array(phrase).min(1) }).strict()).default([])

export const synonymsSchema = z
  .object({
    equivalent: z.array(z.array(phrase).min(2, "must list at least two phrases")).default([]),
    oneWay,
    developer: oneWay,
  })
  .strict()

const HINTS = {
  equivalent: "list groups of phrases that mean the same, e.g. `- [voucher, gift card]`.",
  oneWay: "list rules as `- input: flash sale` with `synonyms: [store discount]`.",
  developer: "list rules as `- input: player` with `synonyms: [user]`, as in `oneWay`.",
  "*": "see the comment at the top of the file for its lists, `equivalent`, `oneWay` and `developer`.",
}

export function parseSynonyms(data: unknown, file: string): Synonyms {
  return parseContent(synonymsSchema, data ?? {}, file, "search synonyms", HINTS)
}
