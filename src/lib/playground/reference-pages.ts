import type { TwigDefinition } from "../twig/types"

/**
 * Where each category's reference lives. The function page for website users keeps the
 * route the site has always had (`website-usres`), which readers may already have bookmarked.
 */
const PAGE_SLUG: Record<string, string> = { "website-users": "website-usres" }

export const twigReferencePath = (definition: Pick<TwigDefinition, "kind" | "category">) =>
  `/website-designs/${definition.kind === "filter" ? "filters" : "functions"}/${PAGE_SLUG[definition.category] ?? definition.category}`

/** The MDX file that documents a definition, relative to content/docs. */
export const twigReferenceFile = (definition: Pick<TwigDefinition, "kind" | "category">) =>
  `${twigReferencePath(definition).slice(1)}.mdx`
