import type { SearchResult } from "minisearch"
import type { StoredHit } from "../local-index"
import { resultsInOrder } from "../match-table"
import { parseQuery, type ParsedQuery } from "../query"
import type { Matches, SearchSource } from "../search-source"
import { synonymTable } from "../synonyms"
import {
  checkDictionary,
  dictionaryKey,
  dictionaryPath,
  DOCS_PER_SHARD,
  documentsPath,
  parseDictionary,
  parseDocuments,
  parsePostings,
  postingsPath,
  type DictionaryShard,
  type DocumentShard,
  type Manifest,
  type PostingsShard,
} from "./format"
import { withinEdits } from "./fuzzy"
import { decodePostings, pieces, recordTable, type FetchText, type Postings } from "./postings"
import { scoreQuery } from "./score"

export type { FetchText } from "./postings"

/** Results kept for the last few queries (paging, a trailing space or an ignored word asks again). */
const RESULTS_KEPT = 8

interface Dictionary {
  terms: string[]
  /** term → [position in the index's term order, postings shard] */
  entries: Map<string, [number, number]>
}

/** The index in shards (src/lib/search/shards/format.ts), fetched as queries need them. */
export function shardSource(manifest: Manifest, fetchText: FetchText): SearchSource {
  const { version } = manifest
  const synonyms = synonymTable(manifest.synonyms)
  const fieldCount = Object.keys(manifest.fieldIds).length
  const dictionaryFile = pieces(fetchText, parseDictionary)
  const postingsFile = pieces<PostingsShard>(fetchText, parsePostings)
  const documentsFile = pieces<DocumentShard>(fetchText, parseDocuments)
  const hasDictionary = new Set(manifest.dictionaries)
  const dictionaries = new Map<string, Dictionary>()
  const decoded = new Map<string, Postings>()
  const records = recordTable(manifest.nextId, manifest.themeReferencePages)
  const scored = new Map<string, Matches>()

  const open = (key: string, shard: DictionaryShard) => {
    const terms = shard.terms.split("\n")
    let order = 0
    const entries = new Map(
      terms.map((term, i): [string, [number, number]] => [term, [(order += shard.order[i]), shard.shard[i]]]),
    )
    const dictionary = { terms, entries }
    dictionaries.set(key, dictionary)
    return dictionary
  }
  /** A dictionary here already: opened before, or in the manifest (opened on first use). */
  const dictionaryOf = (key: string): Dictionary | undefined => {
    const inline = manifest.dictionary?.[key]
    return dictionaries.get(key) ?? (inline ? open(key, checkDictionary(inline)) : undefined)
  }
  const loadDictionary = async (key: string) => {
    if (dictionaryOf(key) || !hasDictionary.has(key)) return
    open(key, await dictionaryFile(dictionaryPath(version, key)))
  }

  /** Whether the index knows a term (or a term starting with it); null while its dictionary is not here. */
  const lookup = (term: string, prefix: boolean): boolean | null => {
    const key = dictionaryKey(term)
    if (!hasDictionary.has(key)) return false
    const dictionary = dictionaryOf(key)
    if (!dictionary) return null
    return prefix ? dictionary.terms.some(known => known.startsWith(term)) : dictionary.entries.has(term)
  }

  return {
    async parse(query) {
      // Parse, fetch the dictionaries the parse asked about, parse again: each round adds one.
      for (;;) {
        const missing = new Set<string>()
        const parsed = parseQuery(query, synonyms, (term, prefix = false) => {
          const known = lookup(term, prefix)
          if (known === null) missing.add(dictionaryKey(term))
          return known ?? false
        })
        if (missing.size === 0) return parsed
        await Promise.all([...missing].map(loadDictionary))
      }
    },

    async search(parsed: ParsedQuery) {
      const fuzzy = parsed.leaves.some(leaf => leaf.fuzzy)
      await Promise.all(
        (fuzzy ? manifest.dictionaries : parsed.leaves.map(leaf => dictionaryKey(leaf.term))).map(loadDictionary),
      )
      // Every term a leaf can match in the whole index: itself, its completions, its typos.
      const terms = new Map<string, [number, number]>()
      const add = (dictionary: Dictionary | undefined, term: string) => {
        const entry = dictionary?.entries.get(term)
        if (entry) terms.set(term, entry)
      }
      for (const leaf of parsed.leaves) {
        const own = dictionaryOf(dictionaryKey(leaf.term))
        add(own, leaf.term)
        if (leaf.prefix) own?.terms.filter(term => term.startsWith(leaf.term)).forEach(term => add(own, term))
        if (leaf.fuzzy)
          for (const dictionary of dictionaries.values())
            for (const term of dictionary.terms) if (withinEdits(leaf.term, term, leaf.fuzzy)) add(dictionary, term)
      }
      // The same leaves (term, completion, typo, boost) over the same terms score alike.
      const key = JSON.stringify([parsed.leaves, [...terms.keys()].sort()])
      const cached = scored.get(key)
      if (cached) return cached
      const shards = new Set([...terms.values()].map(([, shard]) => shard))
      const loaded = await Promise.all([...shards].map(shard => postingsFile(postingsPath(version, shard))))
      const byShard = new Map([...shards].map((shard, i) => [shard, loaded[i]]))
      // In the whole index's term order, so completions and typos are summed in the same order.
      const ordered = [...terms].sort((a, b) => a[1][0] - b[1][0])
      const postings = ordered.map(([term, [, shard]]): [string, Postings] => {
        let found = decoded.get(term)
        if (!found) {
          const numbers = byShard.get(shard)?.[term]
          if (!numbers) throw new Error(`The search postings of "${term}" are missing`)
          decoded.set(term, (found = decodePostings(numbers, fieldCount, manifest, records)))
        }
        return [term, found]
      })
      const table = scoreQuery(parsed, postings, manifest.fieldIds, records)
      let results: SearchResult[] | undefined
      const matches: Matches = {
        table,
        get results() {
          return (results ??= resultsInOrder(table))
        },
        documentCount: manifest.documentCount,
      }
      if (scored.size >= RESULTS_KEPT) scored.delete(scored.keys().next().value!)
      scored.set(key, matches)
      return matches
    },

    async display(results) {
      const ids = results.map(result => Number(result.id))
      const shards = [...new Set(ids.map(id => Math.floor(id / DOCS_PER_SHARD)))]
      const loaded = new Map(
        await Promise.all(
          shards.map(async shard => [shard, await documentsFile(documentsPath(version, shard))] as const),
        ),
      )
      return ids.map(id => {
        const hit = loaded.get(Math.floor(id / DOCS_PER_SHARD))?.[id % DOCS_PER_SHARD]
        if (!hit || typeof hit !== "object" || !Array.isArray(hit.h))
          throw new Error("A search document shard is damaged")
        return hit as StoredHit
      })
    },
  }
}
