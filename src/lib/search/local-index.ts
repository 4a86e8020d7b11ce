import MiniSearch, { type AsPlainObject, type Options, type SearchOptions } from "minisearch"
import { isSignpost, SIGNPOST_WEIGHT } from "./signposts"
import { NO_SYNONYMS, synonymTable, type Synonyms, type SynonymTable } from "./synonyms"
import { indexTerms, tokenize } from "./text"
import { LEVELS, type DocTag, type SearchRecord } from "./records"

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

/**
 * What ranking reads of a record: the stored hit of the single-file index, or the same facts
 * from the shards' postings, where `u` is a stand-in for the URL (page and anchor numbers, equal
 * where the URLs are equal), `s` says whether it is a signpost, `g` gives its doc tag, `f`
 * whether it stands in a troubleshooting section, `r` and `w` whether it is on a reference page.
 */
export interface RankHit {
  u: string
  t: SearchRecord["type"]
  h?: (string | null)[]
  s?: boolean
  g?: DocTag
  /** In a troubleshooting section (the shards' flag; the single file reads it from `h`). */
  f?: boolean
  /** On the page explaining what its part's pages share (the shards' flag; else from `u`). */
  r?: boolean
  /** In the theme developer's reference (the shards' manifest lists its pages; else from `u`). */
  w?: boolean
}

/** The fields a record is found by, flattened for the index. */
export interface IndexedRecord {
  id: number
  title: string
  headings: string
  content: string
  /** Stored for display, so a hit needs no second lookup. */
  hit: StoredHit
}

/**
 * Characters of a record's text kept for its snippet: all of it (records stop at 800), so the
 * snippet can show the sentence that holds the match wherever it is. The shards fetch this text
 * only for the hits on screen.
 */
export const STORED_CONTENT = 800

/** The single file shipped before the shards kept 160 characters; the scale benchmark rebuilds it so. */
export const SINGLE_FILE_STORED_CONTENT = 160

function shorten(text: string | null, stored: number): string | null {
  if (!text || text.length <= stored) return text
  const cut = text.slice(0, stored)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), stored / 2))} …`
}

export function compactHit(record: SearchRecord, stored = STORED_CONTENT): StoredHit {
  const levels = LEVELS.map(level => record.hierarchy[level])
  while (levels.length > 0 && levels[levels.length - 1] === null) levels.pop()
  return { u: record.url, t: record.type, h: levels, c: shorten(record.content, stored) }
}

/**
 * The index terms of one token, remembered per token: a site's text repeats a few thousand
 * distinct words, and stemming each occurrence again was most of the index's build time
 * (20,449 records: 4.2 → 1.5 s). Bounded, so a tab that searches all day keeps a small map.
 */
const termsOfToken = new Map<string, string[] | null>()
const MAX_REMEMBERED = 100_000

export const processTerm = (term: string): string[] | null => {
  let terms = termsOfToken.get(term)
  if (terms === undefined) {
    const found = indexTerms(term)
    terms = found.length ? found : null
    if (termsOfToken.size >= MAX_REMEMBERED) termsOfToken.clear()
    termsOfToken.set(term, terms)
  }
  return terms
}

/**
 * Each record is found by what it adds: the page record by its title, a heading
 * record by its heading, a text record by its text and nearest heading. Repeating the page
 * title on every record would multiply the index size for no better results.
 */
export function toIndexed(record: SearchRecord, position: number, stored = STORED_CONTENT): IndexedRecord {
  const { hierarchy } = record
  const nearest = [hierarchy.lvl6, hierarchy.lvl5, hierarchy.lvl4, hierarchy.lvl3, hierarchy.lvl2].find(Boolean) ?? ""
  const isPage = record.type === "lvl1"
  return {
    // A number, not the objectID: the index ships every id, and paths with anchors were 7 % of it.
    id: position,
    title: isPage ? (hierarchy.lvl1 ?? "") : "",
    headings: isPage ? "" : nearest,
    content: record.content ?? "",
    hit: compactHit(record, stored),
  }
}

/** Shared by the build (which writes the index) and the browser (which loads it). */
export const INDEX_OPTIONS: Options<IndexedRecord> = {
  idField: "id",
  fields: ["title", "headings", "content"],
  storeFields: ["hit"],
  tokenize,
  processTerm,
}

/**
 * How much a record's own type counts. The page's record holds its title and its summary (the
 * meta description): the title weighs most of anything (title field × page record), the summary
 * twice a paragraph, as a short statement of what the page is for, but not so much that a page
 * whose summary shares two common words with the query ("players", "buy") outranks the section
 * that answers it. Headings come next.
 */
const PAGE_RECORD_BOOST = 2
const HEADING_BOOST = 1.5

/**
 * Field weights (titles, then headings, then text) and document weights: a record's type, and
 * less for pages and sections that only point elsewhere (category indexes, "Related" lists).
 */
export const SEARCH_OPTIONS: SearchOptions = {
  boost: { title: 6, headings: 2 },
  boostDocument: (_id, _term, stored) => {
    const hit = stored?.hit as RankHit | undefined
    if (!hit) return 1
    return (
      (hit.t === "lvl1" ? PAGE_RECORD_BOOST : hit.t === "content" ? 1 : HEADING_BOOST) *
      ((hit.s ?? isSignpost(hit.u, hit.h ?? [])) ? SIGNPOST_WEIGHT : 1)
    )
  },
  weights: { fuzzy: 0.5, prefix: 0.6 },
}

/** What the browser downloads: the index and the vocabulary applied to queries. */
export interface IndexFile {
  synonyms: Synonyms
  index: AsPlainObject
}

export interface LoadedIndex {
  index: MiniSearch<IndexedRecord>
  synonyms: SynonymTable
}

/**
 * A record's id is its position, so MiniSearch's id map ({"0":0,"1":1,…}, 4 % of the file)
 * says nothing the field lengths do not: it is left out here and rebuilt on load.
 */
export function buildIndexFile(
  records: SearchRecord[],
  synonyms: Synonyms = NO_SYNONYMS,
  stored = STORED_CONTENT,
): IndexFile {
  return { synonyms, index: { ...buildIndex(records, stored).toJSON(), documentIds: {} } }
}

/** Loads the file the build wrote (JSON text or already parsed). */
export function loadIndexFile(file: string | IndexFile): LoadedIndex {
  const data = typeof file === "string" ? (JSON.parse(file) as IndexFile) : file
  const documentIds = Object.fromEntries(Object.keys(data.index.fieldLength).map(shortId => [shortId, Number(shortId)]))
  return {
    index: MiniSearch.loadJS<IndexedRecord>({ ...data.index, documentIds }, INDEX_OPTIONS),
    synonyms: synonymTable(data.synonyms ?? NO_SYNONYMS),
  }
}

export function buildIndex(records: SearchRecord[], stored = STORED_CONTENT): MiniSearch<IndexedRecord> {
  const index = new MiniSearch<IndexedRecord>(INDEX_OPTIONS)
  index.addAll(records.map((record, position) => toIndexed(record, position, stored)))
  return index
}
