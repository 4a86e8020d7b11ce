import MiniSearch, { type Options, type SearchOptions } from "minisearch"
import type { SearchRecord } from "./records"

/** The fields a record is found by, flattened for the index. */
export interface IndexedRecord {
  id: string
  title: string
  headings: string
  content: string
  section: string
  docTag: string
  /** Stored for display: the record itself, so a hit needs no second lookup. */
  record: SearchRecord
}

export function toIndexed(record: SearchRecord): IndexedRecord {
  const { hierarchy } = record
  return {
    id: record.objectID,
    title: hierarchy.lvl1 ?? "",
    headings: [hierarchy.lvl2, hierarchy.lvl3, hierarchy.lvl4, hierarchy.lvl5, hierarchy.lvl6].filter(Boolean).join(" "),
    content: record.content ?? "",
    section: hierarchy.lvl0 ?? "",
    docTag: record.docTag,
    record,
  }
}

/** Shared by the build (which writes the index) and the browser (which loads it). */
export const INDEX_OPTIONS: Options<IndexedRecord> = {
  idField: "id",
  fields: ["title", "headings", "content", "section"],
  storeFields: ["record", "docTag"],
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
  boost: { title: 4, headings: 2, section: 1.2 },
  boostDocument: (_id, _term, stored) => TYPE_BOOST[(stored?.record as SearchRecord | undefined)?.type ?? ""] ?? 1.2,
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
