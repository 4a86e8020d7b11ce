import type { Synonyms } from "../synonyms"
import type { SearchRecord } from "../records"

/**
 * The embedded index in pieces, so a query downloads what it needs and nothing else:
 *
 * - the manifest (`/search-index.json`, revalidated): the index's totals (document count,
 *   average field lengths), the vocabulary applied to queries, and which pieces exist;
 * - dictionary shards, one per first character of a term: each term, its place in the
 *   index's term order and the postings shard that holds it; on a small index they travel in
 *   the manifest, so no query waits for a dictionary;
 * - postings shards: runs of terms in index order, each term with every record it occurs in
 *   (term frequency per field) and what ranking needs of that record (field lengths, type,
 *   signpost, doc-tag, troubleshooting and shared-reference flags, page and anchor numbers);
 * - document shards: what a hit shows (URL, hierarchy, the start of its text), fetched only
 *   for the hits on screen.
 *
 * The pieces live under `/search-shards/<version>/`, the version being a digest of their content,
 * so one manifest always names one consistent set.
 */
export const SHARD_FORMAT = "questforge-search-shards-4"
export const SHARD_ROOT = "/search-shards"
/**
 * Records per document shard. A page of 20 hits falls in about 10 shards of 8 records or 6 of 32
 * (9 against 14 KB gzip, the site with 1,000 generated pages): each request costs the worker and
 * the browser more time than its few kilobytes take to arrive, so fewer, larger pieces.
 */
export const DOCS_PER_SHARD = 32
/**
 * Dictionaries up to this many characters in all (the site with 1,000 generated pages has
 * 67,000, 19 KB gzip) go in the manifest, which the worker fetches as it starts, while the
 * modal's code loads: every first query then saves the round trip of its dictionaries. A
 * larger index (220,000 at 10,000 pages) keeps them in files, fetched by first character.
 */
export const INLINE_DICTIONARIES_MAX = 100_000
/** Target size of a postings shard, in characters; a larger term gets a shard of its own. */
export const POSTINGS_TARGET = 6_000

export interface Manifest {
  format: typeof SHARD_FORMAT
  version: string
  synonyms: Synonyms
  documentCount: number
  nextId: number
  fieldIds: Record<string, number>
  averageFieldLength: number[]
  /** First characters (as code points, base 36) that have a dictionary shard. */
  dictionaries: string[]
  /** Every dictionary shard by its key, on a small index (INLINE_DICTIONARIES_MAX); else in files. */
  dictionary?: Record<string, DictionaryShard>
  postings: number
  documents: number
  /**
   * The pages (by number, as in postings) of the theme developer's reference: a list of a few
   * pages here rather than a flag on every posting, which made the index 2 % larger.
   */
  themeReferencePages: number[]
}

/** Record types as numbers in postings: the order of `Level`, then content. */
export const TYPES: readonly SearchRecord["type"][] = [
  "lvl0",
  "lvl1",
  "lvl2",
  "lvl3",
  "lvl4",
  "lvl5",
  "lvl6",
  "content",
]
export const FLAG_SIGNPOST = 8
export const FLAG_API = 16
export const FLAG_TROUBLESHOOTING = 32
export const FLAG_SHARED = 64
/** Bits from here on say which fields a posting has (title, headings, content). */
export const FIELD_SHIFT = 7
/**
 * Ranking's flag for a record of the theme developer's reference. Not stored in the postings
 * (there this bit is a field's): the manifest lists those pages, and the flag is set when a
 * record is decoded, in the byte ranking reads (the match table's `flags`).
 */
export const FLAG_THEME_REFERENCE = 1 << FIELD_SHIFT

/** A dictionary shard: terms in index order, with their global order and postings shard. */
export interface DictionaryShard {
  /** Terms joined by newlines (a term never holds whitespace). */
  terms: string
  /** Each term's position in the index's term order, as the gap from the previous term's. */
  order: number[]
  /** Each term's postings shard. */
  shard: number[]
}

/**
 * A postings shard: term → flat numbers. Per record, in record order: record gap, page gap,
 * anchor number (0 for the page itself), flags (type, signpost, doc tag, troubleshooting, shared reference, fields present),
 * then for each field present its term frequency and the record's length in that field.
 */
export type PostingsShard = Record<string, number[]>

/** What a hit shows: the same compact shape the single-file index stored. */
export type DocumentShard = ({ u: string; t: SearchRecord["type"]; h: (string | null)[]; c: string | null } | null)[]

export const dictionaryKey = (term: string) => term.codePointAt(0)!.toString(36)
export const dictionaryPath = (version: string, key: string) => `${SHARD_ROOT}/${version}/d-${key}.json`
export const postingsPath = (version: string, shard: number) => `${SHARD_ROOT}/${version}/p-${shard}.json`
export const documentsPath = (version: string, shard: number) => `${SHARD_ROOT}/${version}/r-${shard}.json`

const isNumberArray = (value: unknown) => Array.isArray(value) && value.every(n => typeof n === "number")

/** The manifest as the browser may trust it: anything else is a damaged download. */
export function parseManifest(text: string): Manifest {
  const data = JSON.parse(text) as Partial<Manifest> | null
  const valid =
    data !== null &&
    typeof data === "object" &&
    data.format === SHARD_FORMAT &&
    typeof data.version === "string" &&
    /^[0-9a-f]{8,64}$/.test(data.version) &&
    typeof data.documentCount === "number" &&
    typeof data.nextId === "number" &&
    typeof data.fieldIds === "object" &&
    data.fieldIds !== null &&
    isNumberArray(data.averageFieldLength) &&
    Array.isArray(data.dictionaries) &&
    data.dictionaries.every(key => typeof key === "string" && /^[0-9a-z]{1,8}$/.test(key)) &&
    typeof data.postings === "number" &&
    typeof data.documents === "number" &&
    isNumberArray(data.themeReferencePages) &&
    (data.dictionary === undefined || (typeof data.dictionary === "object" && data.dictionary !== null)) &&
    typeof data.synonyms === "object" &&
    data.synonyms !== null &&
    Array.isArray(data.synonyms.equivalent) &&
    Array.isArray(data.synonyms.oneWay)
  if (!valid) throw new Error("The search index manifest is damaged")
  return data as Manifest
}

export const parseDictionary = (text: string): DictionaryShard => checkDictionary(JSON.parse(text))

/** A dictionary shard as the browser may trust it, from its file or from the manifest. */
export function checkDictionary(data: DictionaryShard): DictionaryShard {
  const count = typeof data?.terms === "string" ? data.terms.split("\n").length : -1
  if (
    !isNumberArray(data.order) ||
    !isNumberArray(data.shard) ||
    data.order.length !== count ||
    data.shard.length !== count
  )
    throw new Error("A search dictionary shard is damaged")
  return data
}

/**
 * Only the shape is checked here: a shard holds many terms and a query decodes a few, so each
 * number is checked as its term is decoded (decodePostings), not every number of the shard.
 */
export function parsePostings(text: string): PostingsShard {
  const data = JSON.parse(text) as PostingsShard
  if (typeof data !== "object" || data === null || !Object.values(data).every(Array.isArray))
    throw new Error("A search postings shard is damaged")
  return data
}

export function parseDocuments(text: string): DocumentShard {
  const data = JSON.parse(text) as DocumentShard
  if (!Array.isArray(data)) throw new Error("A search document shard is damaged")
  return data
}
