import type { StoredHit } from "./local-index"
import type { ParsedQuery } from "./query"
import { indexTerms, tokenize } from "./text"

/**
 * Phrases: a record holding the query's words next to each other ("Commands stay Waiting for
 * player" for "commands stuck on waiting for player", "Build staff applications" for "staff
 * applications") answers it better than one holding each word somewhere in 800 characters, or
 * a title holding one of them. The index keeps no word positions (pairs of words would be 13
 * times its terms), so this is read from the text of the hits on screen, fetched to be shown
 * anyway: each page of results is reordered within itself, never refilled, and costs no
 * download. The hosted service ranks by word proximity itself.
 */

/** How much a record holding every adjacent pair of the query's concepts gains; fewer pairs, less. */
export const PHRASE_BOOST = 0.3
/**
 * What a record holding the whole query of three or more concepts as one phrase gains on top:
 * the reader typed a message or a heading as it stands ("invalid domain for site key"), which
 * says more than a few of its pairs scattered over the text.
 */
export const WHOLE_PHRASE_BOOST = 0.2
const WHOLE_PHRASE_CONCEPTS = 3

/** Index terms at each word position of a text; stop words take none, as in the query. */
function positions(text: string): Map<string, number[]> {
  const at = new Map<string, number[]>()
  let position = 0
  for (const token of tokenize(text)) {
    const terms = indexTerms(token)
    if (terms.length === 0) continue
    for (const term of terms) {
      const list = at.get(term)
      if (list) list.push(position)
      else at.set(term, [position])
    }
    position += 1
  }
  return at
}

/** Where a concept stands: the first and last position of each occurrence of one of its alternatives. */
function spans(alternatives: string[][], at: Map<string, number[]>): [number, number][] {
  const found: [number, number][] = []
  for (const terms of alternatives)
    for (const start of at.get(terms[0]) ?? [])
      if (terms.every((term, k) => at.get(term)?.includes(start + k))) found.push([start, start + terms.length - 1])
  return found
}

/** Whether two concepts stand next to each other, in either order ("staff applications", "applications for staff"). */
const adjacent = (a: [number, number][], b: [number, number][]) =>
  a.some(([aStart, aEnd]) => b.some(([bStart, bEnd]) => bStart === aEnd + 1 || aStart === bEnd + 1))

/** The texts a record is found by: the page's title and summary, a heading, a block of text. */
function textsOf(hit: StoredHit): string[] {
  if (hit.t === "lvl1") return [hit.h[1] ?? "", hit.c ?? ""]
  if (hit.t === "content") return [hit.c ?? ""]
  return [hit.h[hit.h.length - 1] ?? ""]
}

/**
 * The share of the query's adjacent concept pairs ("wait" + "player") that stand together in
 * one of the record's texts: 0 for a query of one concept.
 */
export function phraseShare(parsed: ParsedQuery, hit: StoredHit): number {
  const pairs = parsed.concepts.length - 1
  if (pairs < 1) return 0
  const matched = new Set<number>()
  for (const text of textsOf(hit)) {
    if (!text) continue
    const at = positions(text)
    const occurrences = parsed.concepts.map(concept => spans(concept.alternatives, at))
    for (let i = 0; i < pairs; i += 1) if (adjacent(occurrences[i], occurrences[i + 1])) matched.add(i)
  }
  return matched.size / pairs
}

/**
 * A page of results (`hits`: what each shows) reordered by score times the weight of holding
 * the query's words together; equal scores keep their order.
 */
export function byPhrase<T extends { score: number }>(parsed: ParsedQuery, page: T[], hits: StoredHit[]) {
  const whole = parsed.concepts.length >= WHOLE_PHRASE_CONCEPTS
  const weight = (hit: StoredHit) => {
    const share = phraseShare(parsed, hit)
    return 1 + PHRASE_BOOST * share + (whole && share === 1 ? WHOLE_PHRASE_BOOST : 0)
  }
  const order = page
    .map((entry, i) => ({ entry, hit: hits[i], score: entry.score * weight(hits[i]) }))
    .sort((a, b) => b.score - a.score)
  return { shown: order.map(({ entry }) => entry), stored: order.map(({ hit }) => hit) }
}
