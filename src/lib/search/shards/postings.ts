import { createBackoffLoader } from "../../retry/backoff"
import type { RankHit } from "../local-index"
import { FIELD_SHIFT, FLAG_API, FLAG_SHARED, FLAG_SIGNPOST, FLAG_TROUBLESHOOTING, TYPES } from "./format"

export type FetchText = (path: string) => Promise<string>

/** One term's postings, decoded once. */
export interface Postings {
  fields: Record<number, Record<number, number>>
  lengths: Map<number, number[]>
  hits: Map<number, RankHit>
}

/**
 * Fetches each piece once. A failed piece fails the query that needed it (the search shows its
 * error screen) and is asked for again only after a growing wait, so an outage never becomes
 * a request per keystroke.
 */
export function pieces<T>(fetchText: FetchText, parse: (text: string) => T) {
  const loaders = new Map<string, () => Promise<T>>()
  return (path: string): Promise<T> => {
    let load = loaders.get(path)
    if (!load) loaders.set(path, (load = createBackoffLoader(() => fetchText(path).then(parse))))
    return load()
  }
}

export function decodePostings(numbers: number[], fieldCount: number): Postings {
  const postings: Postings = { fields: {}, lengths: new Map(), hits: new Map() }
  let doc = 0
  let page = 0
  for (let i = 0; i < numbers.length;) {
    doc += numbers[i++]
    page += numbers[i++]
    const anchor = numbers[i++]
    const flags = numbers[i++]
    const lengths = new Array<number>(fieldCount).fill(0)
    for (let field = 0; field < fieldCount; field += 1) {
      if (!((flags >> FIELD_SHIFT) & (1 << field))) continue
      ;(postings.fields[field] ??= {})[doc] = numbers[i++]
      lengths[field] = numbers[i++]
    }
    if (!Number.isInteger(doc) || !Number.isInteger(page) || doc < 0)
      throw new Error("A search postings shard is damaged")
    postings.lengths.set(doc, lengths)
    postings.hits.set(doc, {
      u: anchor ? `${page}#${anchor}` : String(page),
      t: TYPES[flags & 7],
      s: Boolean(flags & FLAG_SIGNPOST),
      g: flags & FLAG_API ? "api" : "docs",
      f: Boolean(flags & FLAG_TROUBLESHOOTING),
      r: Boolean(flags & FLAG_SHARED),
    })
  }
  return postings
}
