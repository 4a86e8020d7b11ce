import type MiniSearch from "minisearch"
import type { Query, SearchOptions } from "minisearch"
import type { ParsedQuery, Vocabulary } from "./query"

/**
 * A parsed query (./query.ts) put to a MiniSearch index: the terms are already the index's own
 * (tokenised, stemmed), so MiniSearch takes them as they are.
 */
const verbatim: Pick<SearchOptions, "tokenize" | "processTerm"> = {
  tokenize: text => [text],
  processTerm: term => term,
}

/** The MiniSearch query tree for the leaves: one OR, each leaf with its own options. */
export function queryTree(parsed: ParsedQuery): Query {
  return {
    combineWith: "OR",
    queries: parsed.leaves.map(({ term, prefix, fuzzy, boost }) => ({
      queries: [term],
      prefix,
      fuzzy,
      boostTerm: () => boost,
      ...verbatim,
    })),
  } as Query
}

/** Whether the index knows a term (or, with `prefix`, a term starting with it); cached per index. */
export function vocabulary(index: MiniSearch): Vocabulary {
  const cache = new Map<string, boolean>()
  return (term, prefix = false) => {
    const key = `${prefix ? "^" : ""}${term}`
    let known = cache.get(key)
    if (known === undefined) {
      known =
        index.search({ queries: [term], prefix, fuzzy: false, combineWith: "OR", ...verbatim } as Query, {
          boostDocument: undefined,
        }).length > 0
      cache.set(key, known)
    }
    return known
  }
}
