import { longestPhrase, tableFor, type SynonymTable } from "./synonyms"
import {
  indexTerms,
  isDeveloperQuery,
  isQuestion,
  isQueryWord,
  isSymptom,
  isThemeQuery,
  plain,
  termOf,
  tokenize,
} from "./text"

/**
 * From what a reader typed to ranked records. Every word counts but none is required: a
 * record is ranked by how many of the query's concepts it and its page match, so "how can
 * players get their rank after buying" finds the page about ranks and purchases although no
 * single paragraph holds every word.
 *
 * A concept is one thing the reader asked for: a word, or a phrase of the synonym table, each
 * with alternatives (a synonym, the parts of `hex_to_rgb`, the untyped-typo correction); it is
 * matched when every term of one alternative is.
 */
export interface Concept {
  alternatives: string[][]
}

interface Leaf {
  term: string
  prefix: boolean
  fuzzy: number | false
  boost: number
}

export interface ParsedQuery {
  concepts: Concept[]
  leaves: Leaf[]
  /** The query describes something going wrong: troubleshooting sections rank higher. */
  symptom: boolean
  /** The query is worded by someone writing code against the API. */
  developer: boolean
  /** The query is worded by someone writing a theme (Twig, its filters and functions). */
  themeDeveloper: boolean
}

/**
 * Concepts a query is searched for; ranking holds a record's matched concepts as the bits of
 * one number. The search box takes 64 characters, which never reach it.
 */
export const MAX_CONCEPTS = 30
/** Typo tolerance by length: none below 4 letters (too many neighbours), 2 edits from 8. */
export const TYPO_MIN_ONE = 4
export const TYPO_MIN_TWO = 8
/** Alternatives rank below what the reader typed. */
const SYNONYM_BOOST = 0.8
const CORRECTION_BOOST = 0.7
const PART_BOOST = 0.2
/**
 * "api" beside other words says who is asking (see isDeveloperQuery), more than what about: at
 * full weight, "tell the api a command failed" finds the pages titled "API" before the operation.
 */
const AUDIENCE_WORD = /^apis?$/i
const AUDIENCE_BOOST = 0.5

export type Vocabulary = (term: string, prefix?: boolean) => boolean

/** Adjacent letters swapped back ("stirpe" → "stripe"): the commonest typo, two edits apart. */
function transpositions(word: string): string[] {
  const out: string[] = []
  for (let i = 0; i < word.length - 1; i += 1) {
    if (word[i] !== word[i + 1]) out.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2))
  }
  return out
}

export function parseQuery(query: string, table: SynonymTable, known: Vocabulary): ParsedQuery {
  const synonyms = tableFor(table, query)
  const tokens = tokenize(query)
  // The last word is still being typed unless a space follows it: it also matches as a prefix.
  const typing = /[\p{L}\p{N}]$/u.test(query)
  const question = isQuestion(query)
  const concepts: Concept[] = []
  const leaves = new Map<string, Leaf>()
  const leaf = (term: string, boost: number, prefix = false, fuzzy: number | false = false) => {
    const key = `${term}|${prefix}|${fuzzy}`
    const existing = leaves.get(key)
    if (!existing || existing.boost < boost) leaves.set(key, { term, prefix, fuzzy, boost })
  }
  const maxPhrase = longestPhrase(synonyms)
  for (let i = 0; i < tokens.length && concepts.length < MAX_CONCEPTS;) {
    // Longest synonym phrase starting here ("gift card", "auto renew"), compared as stems. The
    // table's phrases are counted in terms, without stop words: "pay what you want" is three
    // ("pay what want") in four tokens, so the span reaches as far as it takes to hold that many.
    let span = 0
    for (let terms = 0; i + span < tokens.length && terms < maxPhrase; span += 1)
      if (termOf(tokens[i + span])) terms += 1
    let matched = 0
    for (let length = span; length >= 1 && !matched; length -= 1) {
      const key = tokens
        .slice(i, i + length)
        .map(termOf)
        .filter(Boolean)
        .join(" ")
      const alternatives = key ? synonyms.get(key) : undefined
      if (!alternatives) continue
      const own = key.split(" ")
      concepts.push({ alternatives: [own, ...alternatives] })
      own.forEach(term => leaf(term, 1))
      alternatives.flat().forEach(term => leaf(term, SYNONYM_BOOST))
      matched = length
    }
    if (matched) {
      i += matched
      continue
    }
    const token = tokens[i]
    const last = i === tokens.length - 1
    i += 1
    if (!isQueryWord(token, question)) continue
    const terms = indexTerms(token)
    if (terms.length === 0) continue
    const [whole, ...parts] = terms
    const alternatives: string[][] = [[whole]]
    if (parts.length > 0) alternatives.push(parts)
    // A word the docs contain is matched as that word (its stem covers plurals and tenses);
    // only an unknown last word, still being typed, is completed: "vouch" → voucher.
    const prefix = last && typing
    if (known(whole) || parts.some(term => known(term))) {
      leaf(whole, tokens.length > 1 && AUDIENCE_WORD.test(token) ? AUDIENCE_BOOST : 1)
      // `weapon_paints_for` itself ranks above pages that only have "weapon" and "paints".
      parts.forEach(part => leaf(part, known(whole) ? PART_BOOST : 1))
    } else if (prefix && known(plain(token), true)) {
      leaf(plain(token), 1, true)
      alternatives.push([plain(token)])
    } else {
      // Not a word of the docs: a swapped pair of letters, and a typo within the length limit
      // too, since a swap can land on an unrelated word ("setings" → "estings", stem "est",
      // while the reader missed a letter of "settings").
      const fixed = [...new Set(transpositions(plain(token)).map(termOf))].filter(
        (t): t is string => Boolean(t) && known(t!),
      )
      fixed.forEach(term => {
        leaf(term, CORRECTION_BOOST)
        alternatives.push([term])
      })
      if (whole.length >= TYPO_MIN_ONE && !/\d/.test(whole)) {
        leaf(whole, 1, false, whole.length >= TYPO_MIN_TWO ? 2 : 1)
      }
    }
    concepts.push({ alternatives })
  }
  return {
    concepts,
    leaves: [...leaves.values()],
    symptom: isSymptom(query),
    developer: isDeveloperQuery(query),
    themeDeveloper: isThemeQuery(query),
  }
}
