import { useEffect, useState } from "react"
import { Configure, InstantSearch } from "react-instantsearch"
import { INDEX_NAME, searchClient } from "../search-client"
import { searchParameters } from "../search-params"
import { useSnippetWords } from "../useSnippetWords"
import { SearchPageBody } from "./SearchPageBody"
import { readSearchUrl, type SearchPageState } from "./search-url"

/**
 * /search?q=…: the same client, screens and texts as the modal, 20 hits a page. The state is
 * read from the URL after mount (the server-rendered HTML has no query), so direct loads and
 * client navigation behave the same.
 */
export function SearchPage({ search, locationKey }: { search: string; locationKey: string }) {
  const [read, setRead] = useState<{ key: string; state: SearchPageState } | null>(null)
  const snippetWords = useSnippetWords()
  useEffect(() => setRead({ key: `${locationKey}${search}`, state: readSearchUrl(search) }), [search, locationKey])
  // The search is keyed by the location its state was read from, not by the current one: keyed
  // by the new location while still holding the old state, it would mount once with the old
  // query, and an <InstantSearch> ignores later initialUiState, so a new URL (See all results,
  // Back) kept showing the previous query's results. Until the effect has read the new URL,
  // the previous search stays on screen unchanged for that one render.
  const state = read?.state
  return (
    <main id="main-content" className="search-page" tabIndex={-1}>
      <h1>Search</h1>
      {read && state ? (
        <InstantSearch
          key={read.key}
          searchClient={searchClient}
          indexName={INDEX_NAME}
          initialUiState={{ [INDEX_NAME]: { query: state.query, page: state.page + 1 } }}
          future={{ preserveSharedStateOnUnmount: true }}
          insights={false}
        >
          <Configure {...searchParameters(null, snippetWords)} />
          <SearchPageBody initialQuery={state.query} />
        </InstantSearch>
      ) : (
        <p className="search-screen-help">Loading search…</p>
      )}
    </main>
  )
}
