import React, { useEffect, useState } from "react"
import { useHits, useInstantSearch, useSearchBox } from "react-instantsearch"
import { displayOrder, plainTitle, type SearchHit } from "../hit-display"
import { HitList } from "../HitList"
import { openLink } from "../open-link"
import { ErrorScreen, NoResultsScreen, StalledIndicator } from "../Screens"
import { clampQuery, hitLink, MAX_QUERY_LENGTH } from "../search-params"
import { useSavedSearches } from "../useSavedSearches"
import { Pagination } from "./Pagination"
import { writeSearchUrl } from "./search-url"

/** The /search page inside <InstantSearch>: input, result count, grouped hits and paging. */
export function SearchPageBody({ initialQuery }: { initialQuery: string }) {
  const { refine } = useSearchBox()
  const { status, results } = useInstantSearch({ catchError: true })
  const { items } = useHits<SearchHit>()
  const saved = useSavedSearches()
  const [input, setInput] = useState(initialQuery)
  const [active, setActive] = useState(-1)
  const query = input.trim()
  // Keep the URL in step with what the reader types, without a history entry per key.
  useEffect(() => {
    window.history.replaceState(window.history.state, "", writeSearchUrl({ query, page: results?.page ?? 0 }))
  }, [query, results?.page])
  const answered = results?.query?.trim() === query
  const hits = displayOrder(items)
  const openHit = (hit: SearchHit, newTab: boolean) => {
    const link = hitLink(hit.url)
    saved.addRecent({ query, url: link.href, label: plainTitle(hit) })
    openLink(link, newTab)
  }
  const setQuery = (value: string) => {
    const next = clampQuery(value)
    setInput(next)
    refine(next)
  }
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
        />
      </form>
      <div className="search-page-results" aria-busy={status === "loading" || status === "stalled"}>
        {status === "stalled" && <StalledIndicator />}
        {status === "error" ? (
          <ErrorScreen />
        ) : !query ? (
          <p className="search-screen-help">Type a word or phrase to search every guide and the API reference.</p>
        ) : answered && results.nbHits === 0 && status === "idle" ? (
          <NoResultsScreen query={query} onSuggestion={setQuery} />
        ) : (
          <>
            {answered && (
              <p className="search-page-count" role="status">
                {results.nbHits === 1 ? "1 result" : `${results.nbHits} results`} for “{query}”
                {results.nbPages > 1 ? ` — page ${results.page + 1} of ${results.nbPages}` : ""}
              </p>
            )}
            <HitList hits={hits} listId="search-page" activeIndex={active} onOpen={openHit} onHover={setActive} />
            <Pagination onChange={() => window.scrollTo({ top: 0 })} />
          </>
        )}
      </div>
    </>
  )
}
