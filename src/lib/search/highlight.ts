/**
 * Highlighting and snippets in the shape the hosted search service returns, so the UI is
 * the same for both clients. Values are plain text with the request's highlight tags around
 * matched words; the UI must render them as text, turning only the tags into marks.
 */
import { termOf } from "./text"

export interface Tags {
  pre: string
  post: string
}

export interface HighlightResult {
  value: string
  matchLevel: "none" | "partial" | "full"
  matchedWords: string[]
}

const WORD = /[\p{L}\p{N}_'-]+/gu

/**
 * The index term of each word highlighted so far: a hit's text repeats common words, and
 * stemming every word of every hit on screen again was most of a query's highlighting time.
 * Bounded, so a tab that searches all day keeps a small map.
 */
const stems = new Map<string, string | null>()
const MAX_STEMS = 20_000

function stemOf(lower: string): string | null {
  let stemmed = stems.get(lower)
  if (stemmed === undefined) {
    stemmed = termOf(lower)
    if (stems.size >= MAX_STEMS) stems.clear()
    stems.set(lower, stemmed)
  }
  return stemmed
}

/** A word of plain letters and digits, which the index term of keeps the first letter of. */
const PLAIN_WORD = /^[a-z0-9][a-z0-9_'-]*$/

/** A word matches a term it starts with, or whose index term (stem) it is: "company" for "compani". */
function matches(word: string, terms: string[]): boolean {
  const lower = word.toLowerCase()
  if (terms.some(term => lower.startsWith(term))) return true
  // The stemmer rewrites endings only, so a plain word cannot stem to a term with another first
  // letter: most words of a hit are passed over unstemmed, which was most of a first query's
  // highlighting time (the stemmer's code not yet compiled).
  if (PLAIN_WORD.test(lower) && !terms.some(term => term[0] === lower[0])) return false
  const stemmed = stemOf(lower)
  return stemmed !== null && terms.includes(stemmed)
}

/** Wraps every word that starts with a matched term. */
export function highlight(text: string, terms: string[], tags: Tags, queryWords: string[] = terms): HighlightResult {
  const lowered = terms.map(t => t.toLowerCase()).filter(Boolean)
  const matched = new Set<string>()
  const value = text.replace(WORD, word => {
    if (!matches(word, lowered)) return word
    matched.add(word.toLowerCase())
    return `${tags.pre}${word}${tags.post}`
  })
  const hitQuery = queryWords.filter(q =>
    [...matched].some(m => m.startsWith(q.toLowerCase()) || q.toLowerCase().startsWith(m)),
  )
  const matchLevel = matched.size === 0 ? "none" : hitQuery.length >= queryWords.length ? "full" : "partial"
  return { value, matchLevel, matchedWords: [...matched] }
}

/** A word that ends a sentence: "players.", "done!", "why?" (not "v1.6" or "e.g"). */
const SENTENCE_END = /[.!?…]["')\]]*$/

/**
 * At most `maxWords` words of `text` (10 words, 5 on narrow screens) from the sentence that
 * holds the first match, with an ellipsis where text was cut and the matches highlighted. When
 * the match sits too far into a long sentence, the words around it are shown instead.
 */
export function snippet(text: string, terms: string[], tags: Tags, maxWords: number): HighlightResult {
  const words = text.split(/\s+/).filter(Boolean)
  const lowered = terms.map(t => t.toLowerCase())
  const first = Math.max(
    0,
    words.findIndex(word => (word.match(WORD) ?? []).some(part => matches(part, lowered))),
  )
  let sentence = first
  while (sentence > 0 && !SENTENCE_END.test(words[sentence - 1])) sentence -= 1
  const start =
    first - sentence < maxWords - Math.floor((maxWords - 1) / 3)
      ? sentence
      : Math.max(0, Math.min(first - Math.floor((maxWords - 1) / 3), words.length - maxWords))
  const slice = words.slice(start, start + maxWords).join(" ")
  const cut = `${start > 0 ? "… " : ""}${slice}${start + maxWords < words.length ? " …" : ""}`
  return highlight(cut, terms, tags)
}
