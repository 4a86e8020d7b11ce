import type { SearchResult } from "minisearch"
import type { RankHit } from "./local-index"
import { docTagOfUrl, isSharedReference, isThemeReference } from "./records"
import { FLAG_API, FLAG_SHARED, FLAG_THEME_REFERENCE, FLAG_TROUBLESHOOTING, TYPES } from "./shards/format"
import { isTroubleshooting } from "./signposts"

/**
 * The records a query matched, as ranking reads them: one column per fact, one row per record.
 * A common word on a large site matches tens of thousands of records, and a page of results
 * shows twenty: ranking reads numbers from typed arrays, and only the records that reach the
 * screen become objects (`result`).
 *
 * Rows may come in any order: MiniSearch's order is by score, highest first, rows of equal
 * score in row order (what a stable sort of the rows gives), and ranking breaks its ties by
 * that order (`precedes`). The single file hands its results already in that order; the shards
 * hand theirs in the order the records were first matched and never sort them.
 */
export interface MatchTable {
  size: number
  /** MiniSearch's score. */
  score: Float64Array
  /** The query terms a record matched, as an index into `termSets` (records matched by the same words share one). */
  termSet: Int32Array
  termSets: string[][]
  /** The record's URL as a number from 0 to `urls` − 1: equal where the URLs are equal. */
  url: Int32Array
  urls: number
  /** The record's page (its URL without the anchor), numbered the same way. */
  page: Int32Array
  pages: number
  /** Type (its index in TYPES) and the doc tag, troubleshooting and shared-reference flags, as in the shards' postings, and the theme-reference flag. */
  flags: Uint8Array
  /** The record in MiniSearch's shape (id, score, query terms, matched terms) and its hit. */
  result(row: number): SearchResult
}

const TYPE_MASK = 7
const TITLE = TYPES.indexOf("lvl1")

export const isTitle = (flags: number) => (flags & TYPE_MASK) === TITLE
export const typeOf = (flags: number) => TYPES[flags & TYPE_MASK]
export const docTagOf = (flags: number) => (flags & FLAG_API ? "api" : "docs")

/** Whether row `a` comes before row `b` in MiniSearch's order. */
export const precedes = (score: Float64Array, a: number, b: number) =>
  score[a] > score[b] || (score[a] === score[b] && a < b)

/** The rows in MiniSearch's order, as MiniSearch's results. */
export function resultsInOrder(table: MatchTable): SearchResult[] {
  const rows = Array.from({ length: table.size }, (_, row) => row)
  const { score } = table
  rows.sort((a, b) => score[b] - score[a] || a - b)
  return rows.map(row => table.result(row))
}

const pageOfUrl = (url: string) => {
  const hash = url.indexOf("#")
  return hash === -1 ? url : url.slice(0, hash)
}

/** A record's flags from its hit: the shards' own flags, else what the single file's hit says. */
export function flagsOf(hit: RankHit): number {
  return (
    TYPES.indexOf(hit.t) |
    ((hit.g ?? docTagOfUrl(hit.u)) === "api" ? FLAG_API : 0) |
    ((hit.f ?? isTroubleshooting(hit.h ?? [])) ? FLAG_TROUBLESHOOTING : 0) |
    ((hit.r ?? isSharedReference(hit.u)) ? FLAG_SHARED : 0) |
    ((hit.w ?? isThemeReference(hit.u)) ? FLAG_THEME_REFERENCE : 0)
  )
}

/** The table of MiniSearch's results (the single-file index), each with its stored `hit`. */
export function tableOfResults(results: SearchResult[]): MatchTable {
  const size = results.length
  const table: MatchTable = {
    size,
    score: new Float64Array(size),
    termSet: new Int32Array(size),
    termSets: [],
    url: new Int32Array(size),
    urls: 0,
    page: new Int32Array(size),
    pages: 0,
    flags: new Uint8Array(size),
    result: row => results[row],
  }
  const sets = new Map<string[], number>()
  const urls = new Map<string, number>()
  const pages = new Map<string, number>()
  const number = <K>(map: Map<K, number>, key: K) => {
    let value = map.get(key)
    if (value === undefined) map.set(key, (value = map.size))
    return value
  }
  results.forEach((result, row) => {
    const hit = (result as unknown as { hit: RankHit }).hit
    table.score[row] = result.score
    table.termSet[row] = number(sets, result.queryTerms)
    table.url[row] = number(urls, hit.u)
    table.page[row] = number(pages, pageOfUrl(hit.u))
    table.flags[row] = flagsOf(hit)
  })
  table.termSets = [...sets.keys()]
  table.urls = urls.size
  table.pages = pages.size
  return table
}
