import { clampQuery } from "../../../lib/search/request-params"

/** The /search page's state in its URL: `q` and a 1-based `page` when past the first. */
export interface SearchPageState {
  query: string
  /** 0-based, as the search clients count pages. */
  page: number
}

export function readSearchUrl(search: string): SearchPageState {
  const params = new URLSearchParams(search)
  const page = Number.parseInt(params.get("page") ?? "1", 10)
  return { query: clampQuery(params.get("q") ?? ""), page: Number.isFinite(page) && page > 1 ? page - 1 : 0 }
}

export function writeSearchUrl({ query, page }: SearchPageState): string {
  const params = new URLSearchParams()
  if (query) params.set("q", query)
  if (page > 0) params.set("page", String(page + 1))
  const search = params.toString()
  return search ? `/search?${search}` : "/search"
}
