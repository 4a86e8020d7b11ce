import type { RecordTable } from "./postings"

/** Per record: the query's sums, the last leaf (1-based) that matched it, its set of matched leaves. */
export interface Scratch {
  total: Float64Array
  leafScore: Float64Array
  seenBy: Int32Array
  /** A state of scoreQuery's table of leaf sets; 0 while no leaf has matched the record. */
  state: Int32Array
  /** A URL's and a page's number in the query's match table, plus one; 0 while the query has none. */
  urlRow: Int32Array
  pageRow: Int32Array
  /** The records a leaf matched, and the query matched, in the order first matched. */
  touched: Int32Array
  order: Int32Array
}

/** Kept per index and reset after each query, so a query never allocates or clears arrays the size of the index. */
const scratches = new WeakMap<RecordTable, Scratch>()

export function scratchOf(records: RecordTable): Scratch {
  let scratch = scratches.get(records)
  if (!scratch) {
    const size = records.boosts.length
    scratch = {
      total: new Float64Array(size),
      leafScore: new Float64Array(size),
      seenBy: new Int32Array(size),
      state: new Int32Array(size),
      urlRow: new Int32Array(size),
      pageRow: new Int32Array(size),
      touched: new Int32Array(size),
      order: new Int32Array(size),
    }
    scratches.set(records, scratch)
  }
  return scratch
}
