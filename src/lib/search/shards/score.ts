import type { SearchResult } from "minisearch"
import SearchableMap from "minisearch/SearchableMap"
import { INDEX_OPTIONS, SEARCH_OPTIONS } from "../local-index"
import type { MatchTable } from "../match-table"
import type { ParsedQuery } from "../query"
import type { Postings, RecordTable } from "./postings"
import { matchedTerms, ShardResult, type Derived } from "./result"
import { scratchOf } from "./scratch"

/** MiniSearch's prefix and typo weights when the search options name none. */
const DEFAULT_WEIGHTS = { fuzzy: 0.45, prefix: 0.375 }

/** The fields in MiniSearch's scoring order, with their ids and boosts. */
const FIELDS = INDEX_OPTIONS.fields.map(name => ({ name, boost: SEARCH_OPTIONS.boost?.[name] || 1 }))

/**
 * What MiniSearch's `search(queryTree(parsed), SEARCH_OPTIONS)` returns over an index holding
 * these terms, as a match table in the order the records were first matched (MiniSearch's
 * order is that sorted by score, which ranking never needs: `resultsInOrder` gives it),
 * computed from the decoded postings instead of a MiniSearch built for the query (which cost
 * most of a query's time on a large site): the same records with the same scores, bit for
 * bit, because every sum is made in MiniSearch's order — leaf by leaf, in a leaf the term, then
 * its completions, then its typos (in the order a SearchableMap of the terms gives them), in
 * each term the fields title, headings, content, in each field the records ascending. A result's matched terms (`terms`, `match`), which only the hits on screen
 * need, are worked out when read.
 *
 * `terms` holds every term the query can match, with postings, in the whole index's term order.
 */
export function scoreQuery(
  parsed: ParsedQuery,
  terms: [string, Postings][],
  fieldIds: Record<string, number>,
  records: RecordTable,
): MatchTable {
  const tree = new SearchableMap<Postings>()
  for (const [term, postings] of terms) tree.set(term, postings)
  const { fuzzy: fuzzyWeight, prefix: prefixWeight } = { ...DEFAULT_WEIGHTS, ...SEARCH_OPTIONS.weights }
  const fields = FIELDS.map(field => ({ ...field, id: fieldIds[field.name] }))
  const { total, leafScore, seenBy, state, urlRow, pageRow, touched, order } = scratchOf(records)
  const { boosts } = records
  const states: { leaves: number[]; queryTerms: string[] }[] = [{ leaves: [], queryTerms: [] }]
  // The state a record in state `from` moves to when leaf `l` matches it, at from × leaves + l.
  const next: number[] = []
  let size = 0
  const derivedOf: Derived[][] = []

  parsed.leaves.forEach((leaf, l) => {
    const derived: Derived[] = []
    const own = tree.get(leaf.term)
    if (own) derived.push({ term: leaf.term, weight: 1, postings: own })
    const fuzzyMatches = leaf.fuzzy ? tree.fuzzyGet(leaf.term, leaf.fuzzy) : undefined
    if (leaf.prefix)
      for (const [term, postings] of tree.atPrefix(leaf.term)) {
        const distance = term.length - leaf.term.length
        if (!distance) continue
        fuzzyMatches?.delete(term)
        derived.push({ term, weight: (prefixWeight * term.length) / (term.length + 0.3 * distance), postings })
      }
    if (fuzzyMatches)
      for (const [term, [postings, distance]] of fuzzyMatches) {
        if (!distance) continue
        derived.push({ term, weight: (fuzzyWeight * term.length) / (term.length + distance), postings })
      }
    derivedOf.push(derived)

    let count = 0
    const mark = l + 1
    for (const { weight, postings } of derived)
      for (const field of fields) {
        const data = postings.fields[field.id]
        if (!data) continue
        const fieldWeight = weight * leaf.boost * field.boost
        const { docs, scores } = data
        for (let k = 0; k < docs.length; k += 1) {
          const doc = docs[k]
          const docBoost = boosts[doc]
          if (!docBoost) continue
          const score = fieldWeight * docBoost * scores[k]
          if (seenBy[doc] === mark) leafScore[doc] += score
          else {
            seenBy[doc] = mark
            leafScore[doc] = score
            touched[count++] = doc
          }
        }
      }
    // Combined with OR, as MiniSearch does: a record's leaves add up in leaf order.
    for (let t = 0; t < count; t += 1) {
      const doc = touched[t]
      const from = state[doc]
      if (from === 0) {
        order[size++] = doc
        total[doc] = leafScore[doc]
      } else total[doc] = total[doc] + leafScore[doc]
      const key = from * parsed.leaves.length + l
      let to = next[key]
      if (to === undefined) {
        const { leaves, queryTerms } = states[from]
        to = states.length
        states.push({
          leaves: [...leaves, l],
          queryTerms: queryTerms.includes(leaf.term) ? queryTerms : [...queryTerms, leaf.term],
        })
        next[key] = to
      }
      state[doc] = to
    }
  })

  const context = { matchOf: matchedTerms(derivedOf, fields) }
  const docs = order.slice(0, size)
  const table: MatchTable = {
    size,
    score: new Float64Array(size),
    termSet: new Int32Array(size),
    termSets: states.map(({ queryTerms }) => queryTerms),
    url: new Int32Array(size),
    urls: 0,
    page: new Int32Array(size),
    pages: 0,
    flags: new Uint8Array(size),
    result: row => {
      const doc = docs[row]
      const { leaves, queryTerms } = states[table.termSet[row]]
      const result = new ShardResult(doc, table.score[row], queryTerms, records.hits[doc]!, leaves, context)
      return result as unknown as SearchResult
    },
  }
  // URLs and pages numbered from 0 for this query, so ranking's arrays hold only what it found.
  const urls: number[] = []
  const pages: number[] = []
  const termCounts = states.map(({ queryTerms }) => queryTerms.length || 1)
  const { score, termSet, url: urlOf, page: pageOf, flags } = table
  const { url: urlOfDoc, page: pageOfDoc, flags: flagsOfDoc } = records
  for (let row = 0; row < size; row += 1) {
    const doc = docs[row]
    const set = state[doc]
    score[row] = total[doc] * termCounts[set]
    termSet[row] = set
    flags[row] = flagsOfDoc[doc]
    const url = urlOfDoc[doc]
    if (!urlRow[url]) urlRow[url] = urls.push(url)
    urlOf[row] = urlRow[url] - 1
    const page = pageOfDoc[doc]
    if (!pageRow[page]) pageRow[page] = pages.push(page)
    pageOf[row] = pageRow[page] - 1
  }
  table.urls = urls.length
  table.pages = pages.length
  // Ready for the next query: only the records this one touched were written.
  for (const doc of docs) {
    seenBy[doc] = 0
    state[doc] = 0
  }
  for (const url of urls) urlRow[url] = 0
  for (const page of pages) pageRow[page] = 0
  return table
}
