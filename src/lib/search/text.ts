import stem from "wink-porter2-stemmer"
import { INDEX_STOP_WORDS, QUERY_STOP_WORDS } from "./stop-words"

/**
 * How text becomes search terms, shared by the index (build), the query (browser) and the
 * highlighter, so all three agree on what a "word" is.
 *
 * A token keeps the characters that join identifiers, versions and codes (`hex_to_rgb`,
 * `Retry-After`, `1.6`, `v1.20.4`): readers type them whole. Each such token is indexed whole
 * and by its parts, so `retry after` and `hex rgb` find them too.
 */
const TOKEN = /[\p{L}\p{N}]+(?:[._'’-][\p{L}\p{N}]+)*/gu
/** Characters that join a word instead of ending it (the hosted index gets the same list). */
export const WORD_JOINERS = "._-"
const JOINERS = /[._-]/

export const tokenize = (text: string): string[] => text.match(TOKEN) ?? []

/** Apostrophes of every kind read as one, and a possessive 's is not part of the word. */
const normalise = (token: string) => token.toLowerCase().replace(/’/g, "'").replace(/'s$/, "")

/** One index term for a word: its English stem, or the token itself for codes and numbers. */
export function termOf(word: string): string | null {
  const lower = normalise(word)
  if (INDEX_STOP_WORDS.has(lower)) return null
  // Numbers and codes count from two characters ("422", "1.6", "v2"); a lone digit or letter is noise.
  if (lower.length < 2) return null
  if (/\d/.test(lower) || JOINERS.test(lower)) return lower
  return stem(lower)
}

/** Where a joined or camel-cased token splits: `hex_to_rgb`, `Retry-After`, `WeaponPaints`, `ajLeaderboards`. */
const splitParts = (token: string) =>
  token
    .replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2")
    .split(/[._' -]+/)
    .filter(Boolean)

/** What the index stores for one token: the term, and for a joined or camel-cased token each part too. */
export function indexTerms(token: string): string[] {
  const whole = termOf(token)
  const parts = splitParts(token)
  if (parts.length < 2) return whole ? [whole] : []
  const terms = parts.map(termOf).filter((part): part is string => Boolean(part))
  return [...new Set([...(whole ? [whole] : []), ...terms])]
}

/**
 * In a question ("how can players get their rank", "what happens to purchases when my server
 * is offline"), these verbs are filler too; elsewhere they can be the subject ("get queue
 * commands" is an API operation, "nothing happens" a symptom).
 */
const QUESTION_START = /^(how|what|why|where|which|when|who|can|could|should|is|are|do|does|did|will|would)\b/i
const QUESTION_FILLER = new Set("get gets getting got make makes making made happen happens happened".split(" "))

export const isQuestion = (query: string) => QUESTION_START.test(query.trim())

/**
 * Words that describe something going wrong ("server not connected", "payment stuck on
 * pending", "email didn't arrive"), and the words of error messages ("invalid domain for site
 * key", "code expired", "access denied"): the query is a symptom, answered by troubleshooting
 * sections, although its other words ("pending", "connected") are also the names of features.
 */
const SYMPTOM =
  /\b(not|never|no|nothing|cannot|can'?t|won'?t|doesn'?t|don'?t|didn'?t|isn'?t|aren'?t|wasn'?t|stuck|stays?|still|keeps?|fail(s|ed|ing|ure)?|errors?|broken|missing|wrong|empty|disappear(s|ed)?|gone|twice|greyed|grayed|why|invalid|expired|denied|refused|timed? out|times out)\b/i

export const isSymptom = (query: string) => SYMPTOM.test(query.replace(/’/g, "'"))

/**
 * Words of someone writing code against the API ("api", "endpoint", a header, a status code,
 * an identifier such as `key_scope`, "from my bot"): without them, a reader is an owner
 * working in the dashboard, and the guides answer before the API reference.
 */
const DEVELOPER =
  /\b(api|apis|endpoints?|requests?|responses?|http|json|curl|headers?|bearer|poll|polling|fetch|fetching|[1-5]\d\d|\w+_\w+|my (own )?(plugin|bot|code|script|backend|tool|integration|client))\b|\//i

export const isDeveloperQuery = (query: string) => DEVELOPER.test(query)

/**
 * Words of someone writing a theme ("twig", "filter", a template tag, a call, an identifier
 * such as `kd_ratio` or `user.name`): without them, a reader is an owner setting a feature up,
 * and the guide answers before the Twig reference that mentions the same feature.
 */
const THEME_DEVELOPER =
  /\b(twig|themes?|templates?|filters?|functions?|variables?|macros?|css|html|javascript|js|scripts?|null|\w+_\w+|\w+\.\w+)\b|[{|(]/i

export const isThemeQuery = (query: string) => THEME_DEVELOPER.test(query)

/** A query word worth searching for: not a question word, not a lone character. */
export const isQueryWord = (token: string, inQuestion = false) => {
  const word = normalise(token)
  return !QUERY_STOP_WORDS.has(word) && !(inQuestion && QUESTION_FILLER.has(word)) && termOf(token) !== null
}

/** Lower-cased, apostrophe-normalised form of a typed token (for prefixes and synonyms). */
export const plain = normalise
