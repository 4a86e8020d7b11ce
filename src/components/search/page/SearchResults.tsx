import { Configure, InstantSearch } from "react-instantsearch"
import { INDEX_NAME, searchClient } from "../search-client"
import { searchParameters } from "../../../lib/search/request-params"
import { useSnippetWords } from "../useSnippetWords"
import { SearchPageBody } from "./SearchPageBody"
import type { SearchPageState } from "./search-url"

export interface SearchResultsProps {
  state: SearchPageState
}

/** The results of /search: the modal's client and screens, 20 hits a page (loaded lazily, ./results-loader.ts). */
export function SearchResults({ state }: SearchResultsProps) {
  const snippetWords = useSnippetWords()
  return (
    <InstantSearch
      searchClient={searchClient}
      indexName={INDEX_NAME}
      initialUiState={{ [INDEX_NAME]: { query: state.query, page: state.page + 1 } }}
      future={{ preserveSharedStateOnUnmount: true }}
      insights={false}
    >
      <Configure {...searchParameters(null, snippetWords)} />
      <SearchPageBody initialQuery={state.query} />
    </InstantSearch>
  )
}
