/**
 * Typed arrays kept from one query to the next for what ranking works out and drops: a common
 * word on a large site finds tens of thousands of records, and arrays that size made afresh for
 * every query (several megabytes) kept the garbage collector busy. Each slot is one array, grown
 * when too short; a call hands out its first `length` entries set to `value`, valid until the
 * slot is asked for again. Single-threaded and synchronous: a query's ranking never interleaves
 * with another's.
 */
const ints: Int32Array[] = []
const floats: Float64Array[] = []

function grown<T extends Int32Array | Float64Array>(
  pool: T[],
  slot: number,
  length: number,
  make: (n: number) => T,
): T {
  let array = pool[slot]
  if (!array || array.length < length) pool[slot] = array = make(Math.max(length, 2 * (array?.length ?? 0)))
  return array
}

export function reusedInts(slot: number, length: number, value = 0): Int32Array {
  return grown(ints, slot, length, n => new Int32Array(n))
    .subarray(0, length)
    .fill(value)
}

export function reusedFloats(slot: number, length: number, value = 0): Float64Array {
  return grown(floats, slot, length, n => new Float64Array(n))
    .subarray(0, length)
    .fill(value)
}
