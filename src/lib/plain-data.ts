/**
 * Deep equality and copy of plain data (arrays, objects, primitives), as lodash's isEqual and
 * cloneDeep treat them: a key set to undefined differs from a missing one; prototypes are not
 * compared (data restored from a cache, or made in another realm, is still the same data).
 */
export function plainEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const keysA = Object.keys(a)
  const keysB = Object.keys(b)
  return (
    keysA.length === keysB.length &&
    keysA.every(
      key =>
        Object.hasOwn(b, key) && plainEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    )
  )
}

export function plainClone<T>(value: T): T {
  if (Array.isArray(value)) return value.map(plainClone) as T
  if (typeof value !== "object" || value === null) return value
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plainClone(item)])) as T
}
