import { useCallback, useEffect, useState, type ComponentType } from "react"
import { ErrorScreen } from "../ErrorScreen"
import { loadSearchResults } from "./results-loader"
import type { SearchResultsProps } from "./SearchResults"
import { readSearchUrl, type SearchPageState } from "./search-url"

type Results = ComponentType<SearchResultsProps>

/**
 * /search?q=…: the same client, screens and texts as the modal, 20 hits a page. The state is
 * read from the URL after mount (the server-rendered HTML has no query), so direct loads and
 * client navigation behave the same. The results' code loads after hydration; if it cannot
 * be downloaded, the page says so in the search's own words and offers to try again.
 */
export function SearchPage({ search, locationKey }: { search: string; locationKey: string }) {
  const [read, setRead] = useState<{ key: string; state: SearchPageState } | null>(null)
  const [results, setResults] = useState<{ Component: Results } | "failed" | null>(null)
  const load = useCallback(() => {
    setResults(null)
    loadSearchResults().then(
      module => setResults({ Component: module.SearchResults }),
      () => setResults("failed"),
    )
  }, [])
  useEffect(load, [load])
  useEffect(() => setRead({ key: `${locationKey}${search}`, state: readSearchUrl(search) }), [search, locationKey])
  // The search is keyed by the location its state was read from, not by the current one: keyed
  // by the new location while still holding the old state, it would mount once with the old
  // query, and an <InstantSearch> ignores later initialUiState, so a new URL (See all results,
  // Back) kept showing the previous query's results. Until the effect has read the new URL,
  // the previous search stays on screen unchanged for that one render.
  return (
    <main id="main-content" className="search-page" tabIndex={-1}>
      <h1>Search</h1>
      {results === "failed" ? (
        <>
          <ErrorScreen />
          <button type="button" className="button" onClick={load}>
            Try again
          </button>
        </>
      ) : read && results ? (
        <results.Component key={read.key} state={read.state} />
      ) : (
        <p className="search-screen-help">Loading search…</p>
      )}
    </main>
  )
}
