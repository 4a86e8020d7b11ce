import { isDeveloperQuery, termOf, tokenize } from "./text"

/**
 * The readers' vocabulary (content/search-synonyms.yaml): words players and owners type for
 * what the docs call something else. Applied at query time by the embedded index and
 * published as synonyms to the hosted index, so both modes find the same pages.
 */
export interface Synonyms {
  /** Multi-way: any phrase of a group finds the others. */
  equivalent: string[][]
  /** The reader's phrase (`input`) finds the docs' words, not the reverse. */
  oneWay: OneWay[]
  /**
   * One-way rules for a query worded by someone writing code (isDeveloperQuery) only: the API
   * reference's own words for what readers call otherwise ("player" → "user"), which elsewhere
   * would pull the guides' other meaning of the word (team users) into an owner's results.
   */
  developer?: OneWay[]
}

export interface OneWay {
  input: string
  synonyms: string[]
}

export const NO_SYNONYMS: Synonyms = { equivalent: [], oneWay: [] }

/** A phrase as index terms: "Gift cards" → ["gift", "card"]. */
export const phraseTerms = (phrase: string) =>
  tokenize(phrase)
    .map(termOf)
    .filter((term): term is string => Boolean(term))

/**
 * Phrase (terms joined by spaces) → the phrases it also finds, as term lists; `developer` is the
 * same with the developer's rules added, for a developer's query.
 */
export type SynonymTable = Map<string, string[][]> & { developer?: Map<string, string[][]> }

export function synonymTable(synonyms: Synonyms): SynonymTable {
  const table: SynonymTable = new Map()
  const add = (from: string, to: string, into: Map<string, string[][]> = table) => {
    const key = phraseTerms(from).join(" ")
    const terms = phraseTerms(to)
    if (!key || terms.length === 0 || terms.join(" ") === key) return
    const list = [...(into.get(key) ?? [])]
    if (!list.some(existing => existing.join(" ") === terms.join(" "))) list.push(terms)
    into.set(key, list)
  }
  for (const group of synonyms.equivalent) for (const from of group) for (const to of group) add(from, to)
  for (const rule of synonyms.oneWay) for (const to of rule.synonyms) add(rule.input, to)
  if (synonyms.developer?.length) {
    const developer = new Map(table)
    for (const rule of synonyms.developer) for (const to of rule.synonyms) add(rule.input, to, developer)
    table.developer = developer
  }
  return table
}

/** The table a query is parsed with: the developer's rules too when it is worded by one. */
export const tableFor = (table: SynonymTable, query: string): Map<string, string[][]> =>
  table.developer && isDeveloperQuery(query) ? table.developer : table

/** Longest phrase of the table, in words, so matching tries no longer spans. */
export const longestPhrase = (table: Map<string, string[][]>) =>
  Math.max(1, ...[...table.keys()].map(key => key.split(" ").length))

/**
 * The hosted service's synonym objects, from the same data (one object per group or rule). The
 * developer's rules are not among them: the hosted service applies a synonym to every query.
 */
export function hostedSynonyms(synonyms: Synonyms) {
  const id = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
  return [
    ...synonyms.equivalent.map(group => ({
      objectID: `eq-${id(group.join(" "))}`,
      type: "synonym" as const,
      synonyms: group,
    })),
    ...synonyms.oneWay.map(rule => ({
      objectID: `ow-${id(rule.input)}`,
      type: "oneWaySynonym" as const,
      input: rule.input,
      synonyms: rule.synonyms,
    })),
  ]
}
