/**
 * What the site asks of a search index, the embedded one or the hosted one: the limits and the
 * request parameters both clients send, and the hosted index's settings take.
 */
import { docTagOfUrl } from "./records"

/** Search limits (query length, hits per page, snippet words, suggestions), in one place for the modal, the /search page and the hosted index's settings. */
export const MAX_QUERY_LENGTH = 64
export const HITS_PER_PAGE = 20
export const SNIPPET_WORDS = 10
export const SNIPPET_WORDS_NARROW = 5
export const MAX_SUGGESTIONS = 3
/** Below this width a screen is "narrow" and snippets are shortened. */
export const NARROW_QUERY = "(max-width: 768px)"

export const clampQuery = (query: string) => query.slice(0, MAX_QUERY_LENGTH)

/**
 * Request parameters for both clients: language and doc tag filters, snippet length, and
 * contextual search: from a page, hits of its own part (docs or API) rank first; the /search
 * page belongs to neither (`null`), so nothing is preferred there.
 */
export function searchParameters(pathname: string | null, snippetWords: number) {
  return {
    hitsPerPage: HITS_PER_PAGE,
    facetFilters: ["language:en", ["docTag:docs", "docTag:api"]],
    optionalFilters: pathname === null ? [] : [`docTag:${docTagOfUrl(pathname)}`],
    attributesToSnippet: [`content:${snippetWords}`],
    snippetEllipsisText: "…",
  }
}
