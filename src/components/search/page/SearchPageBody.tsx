import { useEffect } from "react"
import { ErrorScreen } from "../ErrorScreen"
import { NoResultsScreen } from "../NoResultsScreen"
import { StalledIndicator } from "../StalledIndicator"
import { MAX_QUERY_LENGTH } from "../../../lib/search/request-params"
import { useSearchSession } from "../useSearchSession"
import { Pagination } from "./Pagination"
import { focusFirstResult, ResultList } from "./ResultList"
import { useClampedPage } from "./useClampedPage"
import { writeSearchUrl } from "./search-url"

/** The /search page inside <InstantSearch>: input, result count, grouped hits and paging. */
export function SearchPageBody({ initialQuery }: { initialQuery: string }) {
  const { status, results, answered, waiting, noResults, rankedHits, input, query, setQuery, openHit } =
    useSearchSession(initialQuery)
  const pastLastPage = useClampedPage()
  // Keep the URL in step with what the reader types, without a history entry per key.
  useEffect(() => {
    window.history.replaceState(window.history.state, "", writeSearchUrl({ query, page: results?.page ?? 0 }))
  }, [query, results?.page])
  return (
    <>
      <form className="search-page-form" role="search" onSubmit={event => event.preventDefault()}>
        <label htmlFor="search-page-input">Search the documentation</label>
        <input
          id="search-page-input"
          className="search-input"
          type="search"
          autoComplete="off"
          spellCheck={false}
          maxLength={MAX_QUERY_LENGTH}
          value={input}
          onChange={event => setQuery(event.target.value)}
          onKeyDown={focusFirstResult}
        />
      </form>
      <div className="search-page-results" aria-busy={status === "loading" || status === "stalled"}>
        {status === "stalled" && <StalledIndicator />}
        {status === "error" ? (
          <ErrorScreen />
        ) : !query ? (
          <p className="search-screen-help">Type a word or phrase to search every guide and the API reference.</p>
        ) : noResults ? (
          <NoResultsScreen query={query} onSuggestion={setQuery} />
        ) : pastLastPage ? (
          <p className="search-screen-help">Loading search…</p>
        ) : waiting ? (
          // The index is still on its way: no count yet, which would read as "0 results".
          <p className="search-screen-help" role="status">
            Searching…
          </p>
        ) : (
          <>
            {answered && (
              <p className="search-page-count" role="status">
                {results.nbHits === 1 ? "1 result" : `${results.nbHits} results`} for “{query}”
                {results.nbPages > 1 ? ` — page ${results.page + 1} of ${results.nbPages}` : ""}
              </p>
            )}
            <ResultList hits={rankedHits} onOpen={openHit} />
          </>
        )}
        {/* Always mounted: a widget that mounts and unmounts with the screens makes InstantSearch
            search again each time, which turned an index outage into a request loop. */}
        <Pagination
          hidden={status === "error" || !query || noResults || pastLastPage}
          onChange={() => window.scrollTo({ top: 0 })}
        />
      </div>
    </>
  )
}
