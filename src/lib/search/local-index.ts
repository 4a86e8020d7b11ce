import MiniSearch, { type Options, type SearchOptions } from "minisearch"
import type { SearchRecord } from "./records"

/** What a hit needs for display, stored compactly in the index (it is shipped to browsers). */
export interface StoredHit {
  /** url */
  u: string
  /** type */
  t: SearchRecord["type"]
  /** hierarchy lvl0..lvl6, trailing nulls dropped */
  h: (string | null)[]
  /** content */
  c: string | null
}

/** The fields a record is found by, flattened for the index. */
export interface IndexedRecord {
  id: string
  title: string
  headings: string
  content: string
  /** Stored for display, so a hit needs no second lookup. */
  hit: StoredHit
}

const LEVEL_KEYS = ["lvl0", "lvl1", "lvl2", "lvl3", "lvl4", "lvl5", "lvl6"] as const

/**
 * Characters of a record's text kept for its snippet. The whole text is indexed (so a word
 * late in a record still finds it), but only the start is shipped for display: the stored
 * text was over half the index, and the budget is 250 KB gzip for the whole site.
 */
export const STORED_CONTENT = 160

function shorten(text: string | null): string | null {
  if (!text || text.length <= STORED_CONTENT) return text
  const cut = text.slice(0, STORED_CONTENT)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), STORED_CONTENT / 2))} …`
}

export function compactHit(record: SearchRecord): StoredHit {
  const levels = LEVEL_KEYS.map(level => record.hierarchy[level])
  while (levels.length > 0 && levels[levels.length - 1] === null) levels.pop()
  return { u: record.url, t: record.type, h: levels, c: shorten(record.content) }
}

/** The doc tag follows from the URL, so it is not stored per record. */
export const docTagOfUrl = (url: string): SearchRecord["docTag"] => (url === "/api" || url.startsWith("/api/") ? "api" : "docs")

/**
 * Words too common to help ranking, and bare numbers: leaving them out of the index saves a
 * tenth of its size. A query made only of them finds nothing, as in most site searches.
 */
const STOP_WORDS = new Set(
  "a an and are as at be by can for from has have how if in into is it its of on or that the their then there these this to was when where which will with you your".split(" "),
)

export function processTerm(term: string): string | null {
  const lower = term.toLowerCase()
  return lower.length < 2 || STOP_WORDS.has(lower) || /^[0-9.,:%-]+$/.test(lower) ? null : lower
}

/**
 * Each record is found by what it adds: the page record by its title, a heading
 * record by its heading, a text record by its text and nearest heading. Repeating the page
 * title on every record would multiply the index size for no better results.
 */
export function toIndexed(record: SearchRecord): IndexedRecord {
  const { hierarchy } = record
  const nearest = [hierarchy.lvl6, hierarchy.lvl5, hierarchy.lvl4, hierarchy.lvl3, hierarchy.lvl2].find(Boolean) ?? ""
  const isPage = record.type === "lvl1"
  return {
    id: record.objectID,
    title: isPage ? hierarchy.lvl1 ?? "" : "",
    headings: isPage ? "" : nearest,
    content: record.content ?? "",
    hit: compactHit(record),
  }
}

/** Shared by the build (which writes the index) and the browser (which loads it). */
export const INDEX_OPTIONS: Options<IndexedRecord> = {
  idField: "id",
  fields: ["title", "headings", "content"],
  storeFields: ["hit"],
  processTerm,
}

/** How much a record's own type counts: the page itself first, then its headings. */
const TYPE_BOOST: Record<string, number> = { lvl1: 3, lvl2: 1.6, lvl3: 1.4, content: 1 }

/**
 * Prefix matching for search-as-you-type; typo tolerance by word length (a swapped pair of
 * letters, as in "paypla", is two edits); titles and page records rank first.
 */
export const SEARCH_OPTIONS: SearchOptions = {
  prefix: true,
  fuzzy: term => (term.length >= 6 ? 2 : term.length >= 4 ? 1 : false),
  maxFuzzy: 2,
  boost: { title: 4, headings: 2 },
  boostDocument: (_id, _term, stored) => TYPE_BOOST[(stored?.hit as StoredHit | undefined)?.t ?? ""] ?? 1.2,
  combineWith: "AND",
}

export function buildIndex(records: SearchRecord[]): MiniSearch<IndexedRecord> {
  const index = new MiniSearch<IndexedRecord>(INDEX_OPTIONS)
  index.addAll(records.map(toIndexed))
  return index
}

export function loadIndex(json: string): MiniSearch<IndexedRecord> {
  return MiniSearch.loadJSON<IndexedRecord>(json, INDEX_OPTIONS)
}
