import { z } from "zod"
import { parseContent } from "../content/schema-error"
import { behaviourRulesSchema } from "./rules-schema"

const url = z.string().regex(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/\S*)?$/i, "must be a full https:// address")

const isRegExp = (source: string) => {
  try {
    new RegExp(source)
    return true
  } catch {
    return false
  }
}

/** Facts are a tree of strings and numbers that pages print with <Fact k="a.b" />. */
type FactTree = { [key: string]: string | number | FactTree }
const factTree: z.ZodType<FactTree> = z.lazy(() => z.record(z.union([z.string(), z.number(), factTree])))

export const productSchema = z
  .object({
    name: z.string().min(1),
    slug: z.string().regex(/^[a-z0-9-]+$/, "must be lowercase letters, digits and dashes"),
    siteTitle: z.string().min(1),
    tagline: z.string().min(1),
    copyrightYear: z.number().int(),
    urls: z
      .object({
        docs: url,
        website: url,
        dashboard: url,
        status: url,
        chat: url,
        social: url,
        terms: url,
        privacy: url,
        api: url,
        docsRepository: url,
      })
      .strict(),
    search: z
      .object({
        /** Offered on the no-results screen (the UI shows at most 3). */
        suggestions: z.array(z.string().min(1).max(64)).min(1),
        /** Hit URLs matching this regular expression are left untouched and open as external links. */
        externalUrlPattern: z.string().refine(isRegExp, "must be a valid regular expression"),
      })
      .strict(),
    // Any tree of facts; the behaviour rules in it keep the shape checks rely on.
    facts: factTree.superRefine((facts, context) => {
      const rules = behaviourRulesSchema.safeParse(facts)
      if (!rules.success) rules.error.issues.forEach(issue => context.addIssue(issue))
    }),
  })
  .strict()

export type Product = z.infer<typeof productSchema>
export type ProductUrlKey = keyof Product["urls"]

/**
 * What components read in the browser. Facts are resolved at build time (`%%key%%` and
 * `<Fact k>` in remark-product-tokens), so the shared bundle carries only these fields.
 */
export type BrowserProduct = Pick<Product, "name" | "siteTitle" | "copyrightYear" | "urls" | "search">

export const browserProduct = ({ name, siteTitle, copyrightYear, urls, search }: Product): BrowserProduct => ({
  name,
  siteTitle,
  copyrightYear,
  urls,
  search,
})

const hints = {
  name: "set `name` to the product name shown in text, e.g. `Questforge`.",
  slug: "set `slug` to the lowercase name used in routes, e.g. `questforge`.",
  siteTitle: "set `siteTitle`, used after the bar in every page title.",
  tagline: "set `tagline`, one sentence shown on the welcome page.",
  copyrightYear: "set `copyrightYear` to a year such as 2025.",
  urls: "every entry under `urls` must be a full https:// address.",
  search: "set `search.suggestions` to a list of queries and `search.externalUrlPattern` to a regular expression.",
  facts:
    "`facts` is a map of names to strings, numbers or further maps; `facts.delivery`, `facts.subscriptionEvents` and `facts.gameRules` keep the fields listed in src/lib/product/rules-schema.ts.",
  "*": "remove the field or correct it as documented in README.md (Product facts).",
}

export function parseProduct(data: unknown, file: string): Product {
  return parseContent(productSchema, data, file, "product facts", hints)
}
