import MiniSearch, { type AsPlainObject } from "minisearch"
import { INDEX_OPTIONS, type IndexedRecord, type StoredHit } from "../local-index"
import { parseQuery, type ParsedQuery } from "../query"
import type { SearchSource } from "../search-source"
import { synonymTable } from "../synonyms"
import {
  dictionaryKey,
  dictionaryPath,
  DOCS_PER_SHARD,
  documentsPath,
  parseDictionary,
  parseDocuments,
  parsePostings,
  postingsPath,
  type DocumentShard,
  type Manifest,
  type PostingsShard,
} from "./format"
import { withinEdits } from "./fuzzy"
import { decodePostings, pieces, type FetchText, type Postings } from "./postings"

export type { FetchText } from "./postings"

/** Indexes kept for the last few sets of terms queried. */
const BUILT_KEPT = 8

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
  const built = new Map<string, MiniSearch<IndexedRecord>>()

  const loadDictionary = async (key: string) => {
    if (dictionaries.has(key) || !hasDictionary.has(key)) return
    const shard = await dictionaryFile(dictionaryPath(version, key))
    const terms = shard.terms.split("\n")
    let order = 0
    const entries = new Map(
      terms.map((term, i): [string, [number, number]] => [term, [(order += shard.order[i]), shard.shard[i]]]),
    )
    dictionaries.set(key, { terms, entries })
  }

  /** Whether the index knows a term (or a term starting with it); null while its dictionary is not here. */
  const lookup = (term: string, prefix: boolean): boolean | null => {
    const key = dictionaryKey(term)
    if (!hasDictionary.has(key)) return false
    const dictionary = dictionaries.get(key)
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

    async index(parsed: ParsedQuery) {
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
        const own = dictionaries.get(dictionaryKey(leaf.term))
        add(own, leaf.term)
        if (leaf.prefix) own?.terms.filter(term => term.startsWith(leaf.term)).forEach(term => add(own, term))
        if (leaf.fuzzy)
          for (const dictionary of dictionaries.values())
            for (const term of dictionary.terms) if (withinEdits(leaf.term, term, leaf.fuzzy)) add(dictionary, term)
      }
      // Paging, a trailing space or a word the index ignores asks for the same terms again.
      const key = [...terms.keys()].sort().join("\n")
      const cached = built.get(key)
      if (cached) return cached
      const shards = new Set([...terms.values()].map(([, shard]) => shard))
      const loaded = await Promise.all([...shards].map(shard => postingsFile(postingsPath(version, shard))))
      const byShard = new Map([...shards].map((shard, i) => [shard, loaded[i]]))
      const plain: AsPlainObject = {
        documentCount: manifest.documentCount,
        nextId: manifest.nextId,
        documentIds: {},
        fieldIds: manifest.fieldIds,
        fieldLength: {},
        averageFieldLength: manifest.averageFieldLength,
        storedFields: {},
        dirtCount: 0,
        index: [],
        serializationVersion: 2,
      }
      // In the whole index's term order, so prefix and typo matches are summed in the same order.
      for (const [term, [, shard]] of [...terms].sort((a, b) => a[1][0] - b[1][0])) {
        const numbers = byShard.get(shard)?.[term]
        if (!numbers) throw new Error(`The search postings of "${term}" are missing`)
        let postings = decoded.get(term)
        if (!postings) decoded.set(term, (postings = decodePostings(numbers, fieldCount)))
        for (const [doc, lengths] of postings.lengths) {
          plain.documentIds[doc] = doc
          const known = (plain.fieldLength[doc] as number[] | undefined) ?? lengths
          plain.fieldLength[doc] = known.map((length, field) => length || lengths[field])
          plain.storedFields[doc] = { hit: postings.hits.get(doc) }
        }
        plain.index.push([term, postings.fields])
      }
      const index = MiniSearch.loadJS<IndexedRecord>(plain, INDEX_OPTIONS)
      if (built.size >= BUILT_KEPT) built.delete(built.keys().next().value!)
      built.set(key, index)
      return index
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
