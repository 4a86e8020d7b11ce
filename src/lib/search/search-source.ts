import type { SearchResult } from "minisearch"
import { SEARCH_OPTIONS, type LoadedIndex, type StoredHit } from "./local-index"
import { tableOfResults, type MatchTable } from "./match-table"
import { queryTree, vocabulary } from "./minisearch-query"
import { parseQuery, type ParsedQuery } from "./query"

/**
 * What a query's terms match: the records as ranking reads them, the same as MiniSearch's
 * results in MiniSearch's order (each with the record's stored `hit`; the shards build this
 * list only when it is read, the client never does) and the index's size.
 */
export interface Matches {
  table: MatchTable
  readonly results: SearchResult[]
  documentCount: number
}

/**
 * Where the search client gets its index from, in the three steps of a query: the parse
 * (which asks which words the index knows), the records every term of the parsed query
 * matches, scored as MiniSearch scores them, and the display data of the hits on screen. The
 * single file has it all in memory; the shards fetch each part when a query first needs it.
 */
export interface SearchSource {
  parse(query: string): Promise<ParsedQuery>
  search(parsed: ParsedQuery): Promise<Matches>
  /** What each of these results shows, in their order. */
  display(results: SearchResult[]): Promise<StoredHit[]>
}

/** The whole index loaded from one file. */
export function indexSource(loaded: LoadedIndex): SearchSource {
  const known = vocabulary(loaded.index)
  return {
    parse: async query => parseQuery(query, loaded.synonyms, known),
    search: async parsed => {
      const results = loaded.index.search(queryTree(parsed), SEARCH_OPTIONS)
      return { table: tableOfResults(results), results, documentCount: loaded.index.documentCount }
    },
    display: async results => results.map(result => (result as unknown as { hit: StoredHit }).hit),
  }
}
