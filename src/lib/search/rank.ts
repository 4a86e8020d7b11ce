import { keepRowByScore } from "./first-by-score"
import { isTitle, precedes, type MatchTable } from "./match-table"
import { reusedFloats, reusedInts } from "./reused-arrays"
import type { ParsedQuery } from "./query"
import { FLAG_API, FLAG_SHARED, FLAG_THEME_REFERENCE, FLAG_TROUBLESHOOTING } from "./shards/format"

/**
 * Coverage weights: score × (c + own)^a × (c + page)^b. A record matching every concept of the
 * query, on a page that does, outranks a stronger match on one word; `c` keeps a one-word match
 * findable. Chosen on queries.yaml and checked on the held-out set (`npm run test:relevance`).
 */
const COVERAGE_FLOOR = 0.25
const OWN_EXPONENT = 2
const PAGE_EXPONENT = 2
/** A page's title record stands half for the whole page and half for its own title and intro. */
const PAGE_SHARE = 0.5
/**
 * A page is credited with what its best few records match (see rankResults): four, so a long
 * page that mentions every store word somewhere (the game rules, the glossary) does not cover a
 * query its sections each answer a word of.
 */
const PAGE_RECORDS = 4
/**
 * How much a concept's rarity weighs in coverage: its inverse document frequency to this power.
 * The square root: a rare word still counts more than one every page has (rarity.test.ts), but
 * one rare word the answer does not use ("accept", "restrict") no longer outweighs the rest of
 * the query, nor a page whose title names the common one.
 */
const RARITY_EXPONENT = 0.5
/**
 * The rarity of a word in half the records or more: next to nothing. Rarity is BM25's classic
 * inverse document frequency, log((N − df + ½) / (df + ½)), which falls to zero there ("players"
 * on this site is in a third of the records and weighs little in "how can players get their
 * rank after buying"), not MiniSearch's log(1 + …), which never does.
 */
const COMMON_RARITY = 0.05
/** A troubleshooting section's own weight for a query that describes a symptom (its page gains too, below). */
const TROUBLESHOOTING_BOOST = 1.5
/**
 * For a symptom, what a page's troubleshooting section answers of the query counts for the whole
 * page: up to this much more, as its best troubleshooting record's share of the query. Boosting
 * that record alone cannot outweigh a title holding the same words ("commands stuck on waiting
 * for player": the API page "Get queue commands" holds "commands" and "waiting" in its title
 * and summary, and a row of a troubleshooting table is one line among many); a page that lists
 * the reader's symptom and its fix is the one to read.
 */
const SYMPTOM_PAGE_BOOST = 0.5
/** API pages for a query worded by someone writing code, and for one that is not. */
const DEVELOPER_API_BOOST = 1.5
const OWNER_API_WEIGHT = 0.6
/** The Twig reference's weight for a query not worded by someone writing a theme. */
const OWNER_THEME_REFERENCE_WEIGHT = 0.6
/** The shared-reference page's weight when at least this many pages of its part match alike. */
const SHARED_BOOST = 1.5
const SHARED_MIN_PAGES = 2

/**
 * What ranking gives: the URLs the query found, each with its best record (a row of the match
 * table) and its score, and its first row in MiniSearch's order, which orders URLs of equal
 * score (see firstRanked).
 */
export interface RankedTable {
  size: number
  row: Int32Array
  score: Float64Array
  first: Int32Array
}

/** Up to this many concepts, a set of them indexes an array (of 2^n entries). */
const DIRECT_CONCEPTS = 12

/**
 * `compute` remembered for each set of concepts (all values ≥ 0): ranking asks for every URL
 * found, tens of thousands on a large site, and a query has few concepts, so the set indexes an
 * array (2^n entries) up to DIRECT_CONCEPTS, else a map.
 */
function perSet(concepts: number, compute: (mask: number) => number): (mask: number) => number {
  const known = concepts <= DIRECT_CONCEPTS ? new Float64Array(1 << concepts).fill(-1) : null
  const map = new Map<number, number>()
  return mask => {
    let value = known ? known[mask] : (map.get(mask) ?? -1)
    if (value < 0) {
      value = compute(mask)
      if (known) known[mask] = value
      else map.set(mask, value)
    }
    return value
  }
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
function conceptWeights(count: number, masks: number[], records: number[], documentCount: number): number[] {
  const frequency = new Array<number>(count).fill(0)
  masks.forEach((mask, set) => {
    for (let c = 0; c < count; c += 1) if (mask & (1 << c)) frequency[c] += records[set]
  })
  return frequency.map(df =>
    df ? Math.max(COMMON_RARITY, Math.log((documentCount - df + 0.5) / (df + 0.5))) ** RARITY_EXPONENT : 0,
  )
}

/** A reference page's weight for who is asking: the API's for a developer or an owner, the Twig reference's for an owner. */
function audienceWeight(parsed: ParsedQuery, flags: number): number {
  if (flags & FLAG_API) return parsed.developer ? DEVELOPER_API_BOOST : OWNER_API_WEIGHT
  if (flags & FLAG_THEME_REFERENCE && !parsed.themeDeveloper) return OWNER_THEME_REFERENCE_WEIGHT
  return 1
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
 *
 * Reads the match table's columns (its rows in any order: ties are broken by MiniSearch's
 * order, `precedes`) and gives each URL its best record and score, unsorted: a common word on
 * a large site finds tens of thousands of URLs, and a page of results shows twenty (firstRanked).
 */
export function rankResults(parsed: ParsedQuery, table: MatchTable, documentCount: number): RankedTable {
  const { size, score: scores, termSet, url: urlOf, page: pageOf, flags } = table
  // Records matched by the same words share one set of matched words (the shards hand out one
  // per set of words): its concepts are worked out once, and counted once per record.
  const masks = table.termSets.map(terms => conceptMask(parsed, terms))
  const counts = masks.map(() => 0)
  for (let row = 0; row < size; row += 1) counts[termSet[row]] += 1
  const weight = conceptWeights(parsed.concepts.length, masks, counts, documentCount)
  const total = weight.reduce((sum, w) => sum + w, 0) || 1
  const share = perSet(parsed.concepts.length, mask => {
    let value = 0
    for (let c = 0; c < weight.length; c += 1) if (mask & (1 << c)) value += weight[c]
    return value / total
  })

  // Numbered URLs and pages index typed arrays: no map keyed by URL, no object per record. The
  // arrays dropped at the end are reused by the next query.
  const sections = reusedInts(0, table.urls)
  const pageOfUrl = reusedInts(1, table.urls)
  const first = new Int32Array(table.urls).fill(-1)
  const titles = reusedInts(2, table.pages)
  // Each page's best few records by relevance (earlier results first among equals).
  const pageRecords = PAGE_RECORDS
  const tops = reusedInts(3, table.pages * pageRecords)
  const kept = reusedInts(4, table.pages)
  const { symptom } = parsed
  // For a symptom: how much of the query each page's troubleshooting section answers.
  const troubled = reusedFloats(5, symptom ? table.pages : 0)
  let shared = 0
  for (let row = 0; row < size; row += 1) {
    const url = urlOf[row]
    const page = pageOf[row]
    const mask = masks[termSet[row]]
    sections[url] |= mask
    pageOfUrl[url] = page
    if (first[url] === -1 || precedes(scores, row, first[url])) first[url] = row
    if (isTitle(flags[row])) titles[page] |= mask
    shared |= flags[row] & FLAG_SHARED
    kept[page] = keepRowByScore(tops, page * pageRecords, kept[page], row, scores, pageRecords)
    if (symptom && flags[row] & FLAG_TROUBLESHOOTING) troubled[page] = Math.max(troubled[page], share(mask))
  }
  const floor = COVERAGE_FLOOR
  const pageShare = PAGE_SHARE
  // The coverage factors below, (floor + coverage)^a and (floor + page)^b, are the same for all
  // the records of a URL (but its page's title record) and of a page: worked out once for each.
  const sectionFactor = perSet(parsed.concepts.length, mask => (floor + share(mask)) ** OWN_EXPONENT)
  const own = reusedFloats(0, table.urls)
  const ownFactors = reusedFloats(1, table.urls)
  const bestSection = reusedFloats(2, table.pages, -1)
  for (let url = 0; url < table.urls; url += 1) {
    const page = pageOfUrl[url]
    const mask = sections[url] | titles[page]
    const value = share(mask)
    own[url] = value
    ownFactors[url] = sectionFactor(mask)
    if (value > bestSection[page]) bestSection[page] = value
  }
  const pages = reusedFloats(3, table.pages)
  const pageFactors = reusedFloats(4, table.pages)
  for (let page = 0; page < table.pages; page += 1) {
    let mask = 0
    for (let k = 0; k < kept[page]; k += 1) mask |= masks[termSet[tops[page * pageRecords + k]]]
    pages[page] = (share(mask) + bestSection[page]) / 2
    pageFactors[page] = (floor + pages[page]) ** PAGE_EXPONENT * (symptom ? 1 + SYMPTOM_PAGE_BOOST * troubled[page] : 1)
  }

  const best = new Int32Array(table.urls).fill(-1)
  const bestScore = new Float64Array(table.urls)
  const termCounts = table.termSets.map(terms => Math.max(1, terms.length))
  for (let row = 0; row < size; row += 1) {
    const url = urlOf[row]
    const record = flags[row]
    const page = pages[pageOf[row]]
    const section = own[url]
    // MiniSearch multiplies by the number of matched terms; synonyms inflate that, concepts do not.
    const base =
      (scores[row] / termCounts[termSet[row]]) *
      (symptom && record & FLAG_TROUBLESHOOTING ? TROUBLESHOOTING_BOOST : 1) *
      audienceWeight(parsed, record)
    const ownFactor = isTitle(record)
      ? (floor + (pageShare * page + (1 - pageShare) * section)) ** OWN_EXPONENT
      : ownFactors[url]
    const score = base * ownFactor * pageFactors[pageOf[row]]
    // A URL's best record; of equal scores, the first in MiniSearch's order.
    const current = best[url]
    if (current === -1 || bestScore[url] < score || (bestScore[url] === score && precedes(scores, row, current))) {
      best[url] = row
      bestScore[url] = score
    }
  }
  // Without a record of the shared-reference page, no URL's score changes below.
  if (!shared) return { size: table.urls, row: best, score: bestScore, first }
  // What several pages of one part repeat alike ("403 key_scope" on every endpoint page) and
  // the query names none of them for: the page that explains it once for all of them answers.
  // Pages counted per doc tag (docs, API): a bit each.
  const alike = [0, 0]
  const counted = reusedInts(5, table.pages)
  for (let url = 0; url < table.urls; url += 1) {
    const record = flags[best[url]]
    const full = own[url] >= 0.999
    if (!full || record & FLAG_SHARED) continue
    const tag = record & FLAG_API ? 1 : 0
    const page = pageOf[best[url]]
    if (!(counted[page] & (1 << tag))) {
      counted[page] |= 1 << tag
      alike[tag] += 1
    }
  }
  const score = new Float64Array(table.urls)
  for (let url = 0; url < table.urls; url += 1) {
    const record = flags[best[url]]
    const boost = record & FLAG_SHARED && alike[record & FLAG_API ? 1 : 0] >= SHARED_MIN_PAGES ? SHARED_BOOST : 1
    score[url] = bestScore[url] * boost
  }
  return { size: table.urls, row: best, score, first }
}
