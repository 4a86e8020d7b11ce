import { createHash } from "node:crypto"
import type { AsPlainObject } from "minisearch"
import SearchableMap from "minisearch/SearchableMap"
import { buildIndex, type StoredHit } from "../../lib/search/local-index"
import { docTagOfUrl, isSharedReference, isThemeReference, type SearchRecord } from "../../lib/search/records"
import { isSignpost, isTroubleshooting } from "../../lib/search/signposts"
import { NO_SYNONYMS, type Synonyms } from "../../lib/search/synonyms"
import {
  dictionaryKey,
  dictionaryPath,
  DOCS_PER_SHARD,
  documentsPath,
  FIELD_SHIFT,
  FLAG_API,
  FLAG_SHARED,
  FLAG_SIGNPOST,
  FLAG_TROUBLESHOOTING,
  INLINE_DICTIONARIES_MAX,
  POSTINGS_TARGET,
  postingsPath,
  SHARD_FORMAT,
  TYPES,
  type DictionaryShard,
  type DocumentShard,
  type Manifest,
  type PostingsShard,
} from "../../lib/search/shards/format"

type FieldPostings = Record<string, Record<string, number>>

/** Page and anchor numbers of every record: what ranking groups by, without the URLs. */
function placesOf(hits: StoredHit[]) {
  const pages = new Map<string, { page: number; anchors: Map<string, number> }>()
  return hits.map(hit => {
    const [path, anchor = ""] = hit.u.split(/#(.*)/s)
    let page = pages.get(path)
    if (!page) pages.set(path, (page = { page: pages.size, anchors: new Map([["", 0]]) }))
    if (!page.anchors.has(anchor)) page.anchors.set(anchor, page.anchors.size)
    return { page: page.page, anchor: page.anchors.get(anchor)! }
  })
}

/**
 * The index as the browser holds it once loaded: MiniSearch loads a file by inserting its terms,
 * in the file's order, into a new term tree, whose order of iteration is not the order of the
 * tree the build filled. Scoring adds up prefix and typo matches in iteration order, so the
 * shards keep the loaded order. Found by inserting the bare terms into the same kind of tree:
 * loading the whole index and serialising it again to read that order took ~0.3 s at +1,000
 * pages.
 */
export function asLoaded(plain: AsPlainObject): AsPlainObject {
  const order = new SearchableMap<number>()
  plain.index.forEach(([term], position) => order.set(term, position))
  return { ...plain, index: [...order.values()].map(position => plain.index[position]) }
}

/**
 * The sharded index from the same records and the same MiniSearch index as the single file:
 * every number ranking reads (term frequencies, field lengths, totals) is copied, not
 * recomputed, and the terms keep the order the browser's index iterates them in, so prefix
 * and typo matches add up in the same order and rank exactly alike.
 */
export function buildShards(
  records: SearchRecord[],
  synonyms: Synonyms = NO_SYNONYMS,
  inlineDictionariesMax = INLINE_DICTIONARIES_MAX,
) {
  const plain = asLoaded(buildIndex(records).toJSON())
  const hits = records.map((_, id) => (plain.storedFields[id] as { hit: StoredHit }).hit)
  const places = placesOf(hits)
  const lengths = plain.fieldLength as Record<string, number[]>
  const fieldCount = Object.keys(plain.fieldIds).length

  // What a posting says of its record besides the fields: the same in every term's postings,
  // so worked out once per record rather than once per posting.
  const recordFlags = hits.map(
    hit =>
      TYPES.indexOf(hit.t) |
      (isSignpost(hit.u, hit.h) ? FLAG_SIGNPOST : 0) |
      (docTagOfUrl(hit.u) === "api" ? FLAG_API : 0) |
      (isTroubleshooting(hit.h) ? FLAG_TROUBLESHOOTING : 0) |
      (isSharedReference(hit.u) ? FLAG_SHARED : 0),
  )

  // Called once per term (~70,000 at +1,000 pages): plain loops, no arrays per posting.
  const encode = (data: FieldPostings): number[] => {
    const fields = Array.from({ length: fieldCount }, (_, f) => data[f])
    const docSet = new Set<number>()
    for (const postings of fields) if (postings) for (const doc in postings) docSet.add(Number(doc))
    const out: number[] = []
    let lastDoc = 0
    let lastPage = 0
    for (const doc of [...docSet].sort((a, b) => a - b)) {
      let mask = 0
      for (let f = 0; f < fieldCount; f++) if (fields[f]?.[doc]) mask |= 1 << f
      out.push(doc - lastDoc, places[doc].page - lastPage, places[doc].anchor, recordFlags[doc] | (mask << FIELD_SHIFT))
      for (let f = 0; f < fieldCount; f++) {
        const tf = fields[f]?.[doc]
        if (tf) out.push(tf, lengths[doc][f])
      }
      lastDoc = doc
      lastPage = places[doc].page
    }
    return out
  }

  // Postings shards: runs of terms in index order, cut at the target size.
  const postings: PostingsShard[] = [{}]
  let size = 0
  const shardOf = new Map<string, number>()
  for (const [term, data] of plain.index as [string, FieldPostings][]) {
    const numbers = encode(data)
    const cost = JSON.stringify(numbers).length + term.length + 4
    if (size > 0 && size + cost > POSTINGS_TARGET) {
      postings.push({})
      size = 0
    }
    postings[postings.length - 1][term] = numbers
    shardOf.set(term, postings.length - 1)
    size += cost
  }

  // Dictionaries: per first character, terms in index order.
  const dictionaries = new Map<string, { terms: string[]; order: number[]; shard: number[]; last: number }>()
  ;(plain.index as [string, unknown][]).forEach(([term], order) => {
    const key = dictionaryKey(term)
    const entry = dictionaries.get(key) ?? { terms: [], order: [], shard: [], last: 0 }
    entry.terms.push(term)
    entry.order.push(order - entry.last)
    entry.shard.push(shardOf.get(term)!)
    entry.last = order
    dictionaries.set(key, entry)
  })

  const documents: DocumentShard[] = []
  for (let start = 0; start < hits.length; start += DOCS_PER_SHARD)
    documents.push(hits.slice(start, start + DOCS_PER_SHARD))

  const dictionaryShards = [...dictionaries].map(([key, d]): [string, DictionaryShard] => [
    key,
    { terms: d.terms.join("\n"), order: d.order, shard: d.shard },
  ])
  const bodies = {
    dictionaries: dictionaryShards.map(([key, shard]): [string, string] => [key, JSON.stringify(shard)]),
    postings: postings.map(shard => JSON.stringify(shard)),
    documents: documents.map(shard => JSON.stringify(shard)),
  }
  const digest = createHash("sha256")
  for (const text of [...bodies.dictionaries.flat(), ...bodies.postings, ...bodies.documents]) digest.update(text)
  const version = digest.update(JSON.stringify(synonyms)).digest("hex").slice(0, 16)
  const inline = bodies.dictionaries.reduce((sum, [, text]) => sum + text.length, 0) <= inlineDictionariesMax

  const manifest: Manifest = {
    format: SHARD_FORMAT,
    version,
    synonyms,
    documentCount: plain.documentCount,
    nextId: plain.nextId,
    fieldIds: plain.fieldIds,
    averageFieldLength: plain.averageFieldLength,
    dictionaries: bodies.dictionaries.map(([key]) => key),
    ...(inline ? { dictionary: Object.fromEntries(dictionaryShards) } : {}),
    postings: postings.length,
    documents: documents.length,
    themeReferencePages: [...new Set(places.filter((_, id) => isThemeReference(hits[id].u)).map(({ page }) => page))],
  }
  const files: [string, string][] = [
    ...(inline ? [] : bodies.dictionaries.map(([key, text]): [string, string] => [dictionaryPath(version, key), text])),
    ...bodies.postings.map((text, i): [string, string] => [postingsPath(version, i), text]),
    ...bodies.documents.map((text, i): [string, string] => [documentsPath(version, i), text]),
  ]
  return { manifest, files }
}
