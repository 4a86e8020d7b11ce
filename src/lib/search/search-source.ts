import type MiniSearch from "minisearch"
import type { SearchResult } from "minisearch"
import type { IndexedRecord, LoadedIndex, StoredHit } from "./local-index"
import { parseQuery, vocabulary, type ParsedQuery } from "./query"

/**
 * Where the search client gets its index from, in the three steps of a query: the parse
 * (which asks which words the index knows), an index holding every term the parsed query can
 * match, and the display data of the hits on screen. The single file has it all in memory;
 * the shards fetch each part when a query first needs it.
 */
export interface SearchSource {
  parse(query: string): Promise<ParsedQuery>
  index(parsed: ParsedQuery): Promise<MiniSearch<IndexedRecord>>
  /** What each of these results shows, in their order. */
  display(results: SearchResult[]): Promise<StoredHit[]>
}

/** The whole index loaded from one file. */
export function indexSource(loaded: LoadedIndex): SearchSource {
  const known = vocabulary(loaded.index)
  return {
    parse: async query => parseQuery(query, loaded.synonyms, known),
    index: async () => loaded.index,
    display: async results => results.map(result => (result as unknown as { hit: StoredHit }).hit),
  }
}
