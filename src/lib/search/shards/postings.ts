import { createBackoffLoader } from "../../retry/backoff"
import { SEARCH_OPTIONS, type RankHit } from "../local-index"
import {
  FIELD_SHIFT,
  FLAG_API,
  FLAG_SHARED,
  FLAG_SIGNPOST,
  FLAG_THEME_REFERENCE,
  FLAG_TROUBLESHOOTING,
  TYPES,
} from "./format"

export type FetchText = (path: string) => Promise<string>

/** MiniSearch's BM25 parameters when the search options name none. */
export const DEFAULT_BM25 = { k: 1.2, b: 0.7, d: 0.5 }
const { k, b, d } = SEARCH_OPTIONS.bm25 ?? DEFAULT_BM25

/** The records of one term in one field, ascending, each with the term's BM25 score there. */
export interface FieldPostings {
  docs: Int32Array
  scores: Float64Array
}

/** One term's postings, decoded once: per field id, the records holding it there. */
export interface Postings {
  fields: (FieldPostings | undefined)[]
}

/**
 * What ranking reads of each record, filled in as postings name records: its hit and its
 * document boost (which depends on the record alone, so it is computed once, not per term),
 * its flags (type, doc tag, troubleshooting, shared reference: the postings' flags), and its
 * URL and page as numbers (equal where the URLs are equal), numbered in the order first seen.
 */
export interface RecordTable {
  hits: (RankHit | undefined)[]
  boosts: Float64Array
  /** The pages of the theme developer's reference (the manifest's list). */
  themePages: Set<number>
  flags: Uint8Array
  url: Int32Array
  page: Int32Array
  urlNumbers: Map<string, number>
  pageNumbers: Map<number, number>
}

/** The index's totals BM25 needs. */
export interface Totals {
  documentCount: number
  averageFieldLength: number[]
}

export const recordTable = (size: number, themePages: number[] = []): RecordTable => ({
  hits: new Array(size),
  boosts: new Float64Array(size),
  themePages: new Set(themePages),
  flags: new Uint8Array(size),
  url: new Int32Array(size),
  page: new Int32Array(size),
  urlNumbers: new Map(),
  pageNumbers: new Map(),
})

const numberOf = <K>(numbers: Map<K, number>, key: K) => {
  let value = numbers.get(key)
  if (value === undefined) numbers.set(key, (value = numbers.size))
  return value
}

/** Ranking's flags: the postings' flags without the fields present. */
const RANK_FLAGS = (1 << FIELD_SHIFT) - 1

/**
 * Fetches each piece once. A failed piece fails the query that needed it (the search shows its
 * error screen) and is asked for again only after a growing wait, so an outage never becomes
 * a request per keystroke.
 */
export function pieces<T>(fetchText: FetchText, parse: (text: string) => T) {
  const loaders = new Map<string, () => Promise<T>>()
  return (path: string): Promise<T> => {
    let load = loaders.get(path)
    if (!load) loaders.set(path, (load = createBackoffLoader(() => fetchText(path).then(parse))))
    return load()
  }
}

/**
 * MiniSearch's BM25 (calcBM25Score) with the same operations in the same order, so the numbers
 * are bit-identical; the inverse document frequency is the same for every record of a term in a
 * field, so it is computed once for them.
 */
export function inverseFrequency(matching: number, totalCount: number): number {
  return Math.log(1 + (totalCount - matching + 0.5) / (matching + 0.5))
}

export function bm25(termFreq: number, invDocFreq: number, length: number, average: number): number {
  return invDocFreq * (d + (termFreq * (k + 1)) / (termFreq + k * (1 - b + (b * length) / average)))
}

function hitOf(page: number, anchor: number, flags: number, themePages: Set<number>): RankHit {
  return {
    u: anchor ? `${page}#${anchor}` : String(page),
    t: TYPES[flags & 7],
    s: Boolean(flags & FLAG_SIGNPOST),
    g: flags & FLAG_API ? "api" : "docs",
    f: Boolean(flags & FLAG_TROUBLESHOOTING),
    r: Boolean(flags & FLAG_SHARED),
    w: themePages.has(page),
  }
}

/**
 * A term's postings (format.ts) as typed arrays per field with each record's BM25 score: all a
 * query adds up. A record seen for the first time enters the record table.
 */
export function decodePostings(numbers: number[], fieldCount: number, totals: Totals, records: RecordTable): Postings {
  const docs: number[][] = Array.from({ length: fieldCount }, () => [])
  const freqs: number[][] = Array.from({ length: fieldCount }, () => [])
  const lengths: number[][] = Array.from({ length: fieldCount }, () => [])
  let doc = 0
  let page = 0
  const damaged = () => new Error("A search postings shard is damaged")
  for (let i = 0; i < numbers.length;) {
    doc += numbers[i++]
    page += numbers[i++]
    const anchor = numbers[i++]
    const flags = numbers[i++]
    if (
      !Number.isInteger(doc) ||
      !Number.isInteger(page) ||
      !Number.isInteger(anchor) ||
      !Number.isInteger(flags) ||
      doc < 0 ||
      doc >= records.boosts.length
    )
      throw damaged()
    for (let field = 0; field < fieldCount; field += 1) {
      if (!((flags >> FIELD_SHIFT) & (1 << field))) continue
      const freq = numbers[i++]
      const length = numbers[i++]
      if (typeof freq !== "number" || typeof length !== "number") throw damaged()
      docs[field].push(doc)
      freqs[field].push(freq)
      lengths[field].push(length)
    }
    if (!records.hits[doc]) {
      const hit = hitOf(page, anchor, flags, records.themePages)
      records.hits[doc] = hit
      records.boosts[doc] = SEARCH_OPTIONS.boostDocument!(doc, "", { hit })
      records.flags[doc] = (flags & RANK_FLAGS) | (hit.w ? FLAG_THEME_REFERENCE : 0)
      records.url[doc] = numberOf(records.urlNumbers, hit.u)
      records.page[doc] = numberOf(records.pageNumbers, page)
    }
  }
  return {
    fields: docs.map((ids, field) => {
      if (ids.length === 0) return undefined
      const average = totals.averageFieldLength[field]
      const invDocFreq = inverseFrequency(ids.length, totals.documentCount)
      const scores = Float64Array.from(ids, (_, k) => bm25(freqs[field][k], invDocFreq, lengths[field][k], average))
      return { docs: Int32Array.from(ids), scores }
    }),
  }
}
