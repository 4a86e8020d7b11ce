import { product } from "../../lib/product/product"
import { rewriteHitUrl, type HitLink } from "../../lib/search/hit-url"
import { docTagOfUrl } from "../../lib/search/records"

/** Search limits (query length, hits per page, snippet words, suggestions), in one place for the modal and the /search page. */
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

const externalPattern = new RegExp(product.search.externalUrlPattern)

export function hitLink(url: string): HitLink {
  return rewriteHitUrl(url, { siteUrl: product.urls.docs, dashboardUrl: product.urls.dashboard, externalPattern })
}

/** Where a reader reports a query that should have found something. */
export function reportQueryUrl(query: string): string {
  const title = `Search: no results for "${query}"`
  return `${product.urls.docsRepository}/issues/new?title=${encodeURIComponent(title)}`
}

export const searchPageUrl = (query: string) => `/search?q=${encodeURIComponent(query)}`

/** Suggested queries for the no-results screen: configured ones that differ from the query. */
export function suggestionsFor(query: string): string[] {
  const typed = query.trim().toLowerCase()
  return product.search.suggestions.filter(s => s.toLowerCase() !== typed).slice(0, MAX_SUGGESTIONS)
}
