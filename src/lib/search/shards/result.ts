import type { MatchInfo } from "minisearch"
import type { RankHit } from "../local-index"
import type { Postings } from "./postings"

/** A term a leaf matches (itself, a completion, a typo) and its weight for that leaf. */
export interface Derived {
  term: string
  weight: number
  postings: Postings
}

/** Whether a record holds a term in a field: postings are ascending, so a binary search. */
function holds(docs: Int32Array, doc: number): boolean {
  let low = 0
  let high = docs.length - 1
  while (low <= high) {
    const middle = (low + high) >> 1
    if (docs[middle] === doc) return true
    if (docs[middle] < doc) low = middle + 1
    else high = middle - 1
  }
  return false
}

/**
 * Which index terms matched a record, and in which fields, in MiniSearch's shape: leaf by
 * leaf, each leaf's terms in the order they were scored, merged as MiniSearch merges them.
 */
export const matchedTerms =
  (derivedOf: Derived[][], fields: { name: string; id: number }[]) =>
  (doc: number, leaves: number[]): MatchInfo => {
    const match: MatchInfo = {}
    for (const l of leaves) {
      const own: MatchInfo = {}
      for (const { term, postings } of derivedOf[l])
        for (const field of fields) {
          const data = postings.fields[field.id]
          if (!data || !holds(data.docs, doc)) continue
          if (Object.prototype.hasOwnProperty.call(own, term)) own[term].push(field.name)
          else own[term] = [field.name]
        }
      Object.assign(match, own)
    }
    return match
  }

/** A result in MiniSearch's shape; its matched terms are worked out only if asked for. */
export class ShardResult {
  private matched: MatchInfo | undefined
  constructor(
    readonly id: number,
    readonly score: number,
    readonly queryTerms: string[],
    readonly hit: RankHit,
    private readonly leaves: number[],
    private readonly context: { matchOf: (doc: number, leaves: number[]) => MatchInfo },
  ) {}

  get match(): MatchInfo {
    return (this.matched ??= this.context.matchOf(this.id, this.leaves))
  }

  get terms(): string[] {
    return Object.keys(this.match)
  }
}
