import type { ComponentType } from "react"
import { loadOnce } from "../../../lib/retry/load-once"
import type { SearchResultsProps } from "./SearchResults"

/**
 * Loads the results' code (InstantSearch and its widgets, ~50 KB gzip) after the page has
 * hydrated, so it is not part of /search's first-load JS; it downloads alongside the search
 * index. A failed attempt is retried on the next call; the page handles the rejection.
 */
export const loadSearchResults: () => Promise<{ SearchResults: ComponentType<SearchResultsProps> }> = loadOnce(
  () => import(/* webpackChunkName: "search-results" */ "./SearchResults"),
)
