import type { SearchResult } from "minisearch"
import { keepFirstByScore } from "./first-by-score"
import type { ParsedQuery } from "./query"

/**
 * Coverage weights: score × (c + own)^a × (c + page)^b. A record matching every concept of the
 * query, on a page that does, outranks a stronger match on one word; `c` keeps a one-word match
 * findable. Chosen on queries.yaml and checked on the held-out set (README, Search relevance).
 */
const COVERAGE_FLOOR = 0.25
const OWN_EXPONENT = 2
const PAGE_EXPONENT = 2
/** A page's title record stands half for the whole page and half for its own title and intro. */
const PAGE_SHARE = 0.5
/** A page is credited with what its best few records match (see rankResults). */
const PAGE_RECORDS = 5
/** How much a concept's rarity weighs in coverage: its inverse document frequency to this power. */
const RARITY_EXPONENT = 1
/** A troubleshooting section's weight for a query that describes a symptom. */
const TROUBLESHOOTING_BOOST = 2
/** API pages for a query worded by someone writing code, and for one that is not. */
const DEVELOPER_API_BOOST = 1.5
const OWNER_API_WEIGHT = 0.6
/** The Twig reference's weight for a query not worded by someone writing a theme. */
const OWNER_THEME_REFERENCE_WEIGHT = 0.6
/** The shared-reference page's weight when at least this many pages of its part match alike. */
const SHARED_BOOST = 1.5
const SHARED_MIN_PAGES = 2

/** What ranking reads of a stored record. */
export interface RankedRecord {
  url: string
  /** The page's own record (its title and description). */
  page: boolean
  /** In a troubleshooting section. */
  troubleshooting: boolean
  /** The doc tag's part of the site (docs, API). */
  docTag: string
  /** On the page that explains what the pages of its part share (the API introduction). */
  shared: boolean
  /** In the theme developer's reference (the Twig guide, filters, functions, global variables, what theme scripts read). */
  themeReference?: boolean
}

export interface Ranked<T> {
  result: SearchResult
  stored: T
  score: number
}

/** Concepts as bits: a query has at most MAX_CONCEPTS (query.ts), so one number holds a set. */
function conceptMask(parsed: ParsedQuery, queryTerms: string[]): number {
  let mask = 0
  parsed.concepts.forEach((concept, i) => {
    if (concept.alternatives.some(alt => alt.every(term => queryTerms.includes(term)))) mask |= 1 << i
  })
  return mask
}

/**
 * How much each concept of the query counts towards coverage: its rarity among the records
 * (BM25's inverse document frequency, counted on the records the query found), so in "how do
 * i stop a command running twice when my plugin crashes" the rare "twice" and "crash" weigh
 * more than "command" and "plugin", which half the site mentions. A concept no record matches
 * counts for nothing: it cannot tell two results apart.
 */
function conceptWeights(count: number, masks: number[], documentCount: number): number[] {
  const frequency = new Array<number>(count).fill(0)
  for (const mask of masks) for (let c = 0; c < count; c += 1) if (mask & (1 << c)) frequency[c] += 1
  return frequency.map(df => (df ? Math.log(1 + (documentCount - df + 0.5) / (df + 0.5)) ** RARITY_EXPONENT : 0))
}

/** A reference page's weight for who is asking: the API's for a developer or an owner, the Twig reference's for an owner. */
function audienceWeight(parsed: ParsedQuery, record: RankedRecord): number {
  if (record.docTag === "api") return parsed.developer ? DEVELOPER_API_BOOST : OWNER_API_WEIGHT
  if (record.themeReference && !parsed.themeDeveloper) return OWNER_THEME_REFERENCE_WEIGHT
  return 1
}

const pageOf = (url: string) => {
  const hash = url.indexOf("#")
  return hash === -1 ? url : url.slice(0, hash)
}

/**
 * Final order: a record's own relevance (BM25 with field, type and link-list weights) times
 * how much of the query it answers, and how much its page answers. Records of one heading
 * are one result (the best), so a heading never shows twice.
 *
 * A heading's records (its heading and text) answer together, under the page's title: under
 * "PayPal", the section "Connect to your store" answers "add paypal to my store". A page
 * answers what its best section does, and what its few best records match together (not
 * everything scattered over a long page: otherwise the longest pages "cover" every query).
 */
export function rankResults<T>(
  parsed: ParsedQuery,
  results: SearchResult[],
  describe: (stored: T) => RankedRecord,
  documentCount: number,
): Ranked<T>[] {
  const records = results.map(result => describe(result as unknown as T))
  const pageUrls = records.map(record => pageOf(record.url))
  // Records matched by the same words share one matched-words array (the shards hand out one
  // per set of words): its concepts are worked out once. On a large site a common word
  // matches tens of thousands of records.
  const maskOf = new Map<string[], number>()
  const masks = results.map(({ queryTerms }) => {
    let mask = maskOf.get(queryTerms)
    if (mask === undefined) maskOf.set(queryTerms, (mask = conceptMask(parsed, queryTerms)))
    return mask
  })
  const weight = conceptWeights(parsed.concepts.length, masks, documentCount)
  const total = weight.reduce((sum, w) => sum + w, 0) || 1
  const shares = new Map<number, number>()
  const share = (mask: number) => {
    let value = shares.get(mask)
    if (value === undefined) {
      value = 0
      for (let c = 0; c < weight.length; c += 1) if (mask & (1 << c)) value += weight[c]
      shares.set(mask, (value /= total))
    }
    return value
  }

  const sections = new Map<string, number>()
  const titles = new Map<string, number>()
  // Each page's best few records by relevance (earlier results first among equals).
  const tops = new Map<string, { score: number; mask: number }[]>()
  const pageRecords = PAGE_RECORDS
  results.forEach((result, i) => {
    const { url, page: isTitle } = records[i]
    const page = pageUrls[i]
    sections.set(url, (sections.get(url) ?? 0) | masks[i])
    if (isTitle) titles.set(page, (titles.get(page) ?? 0) | masks[i])
    const top = tops.get(page) ?? []
    if (keepFirstByScore(top, { score: result.score, mask: masks[i] }, pageRecords)) tops.set(page, top)
  })
  const own = new Map<string, number>()
  const bestSection = new Map<string, number>()
  for (const [url, mask] of sections) {
    const page = pageOf(url)
    const value = share(mask | (titles.get(page) ?? 0))
    own.set(url, value)
    if (value > (bestSection.get(page) ?? -1)) bestSection.set(page, value)
  }
  const pages = new Map<string, number>()
  for (const [page, top] of tops)
    pages.set(page, (share(top.reduce((mask, entry) => mask | entry.mask, 0)) + bestSection.get(page)!) / 2)

  const floor = COVERAGE_FLOOR
  const pageShare = PAGE_SHARE
  const best = new Map<string, Ranked<T> & { full: boolean; record: RankedRecord; pageUrl: string }>()
  results.forEach((result, i) => {
    const record = records[i]
    const page = pages.get(pageUrls[i])!
    const section = own.get(record.url)!
    const coverage = record.page ? pageShare * page + (1 - pageShare) * section : section
    // MiniSearch multiplies by the number of matched terms; synonyms inflate that, concepts do not.
    const base =
      (result.score / Math.max(1, result.queryTerms.length)) *
      (parsed.symptom && record.troubleshooting ? TROUBLESHOOTING_BOOST : 1) *
      audienceWeight(parsed, record)
    const score = base * (floor + coverage) ** OWN_EXPONENT * (floor + page) ** PAGE_EXPONENT
    const current = best.get(record.url)
    if (!current || current.score < score)
      best.set(record.url, {
        result,
        stored: result as unknown as T,
        score,
        full: section >= 0.999,
        record,
        pageUrl: pageUrls[i],
      })
  })
  // What several pages of one part repeat alike ("403 key_scope" on every endpoint page) and
  // the query names none of them for: the page that explains it once for all of them answers.
  const alike = new Map<string, Set<string>>()
  for (const { full, record, pageUrl } of best.values()) {
    if (!full || record.shared) continue
    const set = alike.get(record.docTag) ?? new Set<string>()
    set.add(pageUrl)
    alike.set(record.docTag, set)
  }
  const ranked: Ranked<T>[] = []
  for (const { result, stored, score, record } of best.values()) {
    const shared = record.shared && (alike.get(record.docTag)?.size ?? 0) >= SHARED_MIN_PAGES ? SHARED_BOOST : 1
    ranked.push({ result, stored, score: score * shared })
  }
  return ranked.sort((a, b) => b.score - a.score)
}
