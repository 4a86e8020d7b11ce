import React, { useEffect, useState } from "react"
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
  const [state, setState] = useState<SearchPageState | null>(null)
  const snippetWords = useSnippetWords()
  useEffect(() => setState(readSearchUrl(search)), [search, locationKey])
  return (
    <main id="main-content" className="search-page" tabIndex={-1}>
      <h1>Search</h1>
      {state ? (
        <InstantSearch
          key={locationKey}
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
