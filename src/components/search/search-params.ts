import { product } from "../../lib/product/product"
import { rewriteHitUrl, type HitLink } from "../../lib/search/hit-url"
import { MAX_SUGGESTIONS } from "../../lib/search/request-params"

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
