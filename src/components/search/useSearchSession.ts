import { useState } from "react"
import { useHits, useInstantSearch, useSearchBox } from "react-instantsearch"
import { highlightWords } from "./highlight-terms"
import { displayOrder, plainTitle, type SearchHit } from "./hit-display"
import { openLink } from "./open-link"
import { hitLink } from "./search-params"
import { clampQuery } from "../../lib/search/request-params"
import { useSavedSearches } from "./useSavedSearches"

/**
 * The state the modal and the /search page share, inside <InstantSearch>: the typed query
 * (at most 64 characters), the widget status, hits in display order, saved searches, and
 * opening a hit (which records it as a recent search).
 */
export function useSearchSession(initialQuery: string, beforeNavigate?: () => void) {
  const { refine } = useSearchBox()
  const { status, results } = useInstantSearch({ catchError: true })
  const { items } = useHits<SearchHit>()
  const saved = useSavedSearches()
  const [input, setInput] = useState(initialQuery)
  const query = input.trim()
  // The screen may say "no results" only once the current query has been answered: before the
  // first answer (the index still downloading) InstantSearch hands over stand-in results that
  // carry the query and no hits, marked as such.
  const artificial = (results as { __isArtificial?: boolean } | undefined)?.__isArtificial === true
  const answered = !artificial && results?.query?.trim() === query
  const setQuery = (value: string) => {
    const next = clampQuery(value)
    setInput(next)
    refine(next)
  }
  const openHit = (hit: SearchHit, newTab: boolean) => {
    const link = hitLink(hit.url)
    saved.addRecent({ query, url: link.href, label: plainTitle(hit) })
    openLink(link, newTab, beforeNavigate, highlightWords(query))
  }
  return {
    status,
    results,
    answered,
    /** No answer has come yet (the index is still on its way). */
    waiting: artificial,
    noResults: Boolean(query) && answered && results.nbHits === 0 && status === "idle",
    /** Grouped by section, as the modal shows them. */
    hits: displayOrder(items),
    /** Most relevant first, as the /search page lists them. */
    rankedHits: items,
    saved,
    input,
    query,
    setQuery,
    openHit,
  }
}
