/**
 * Documented paths such as `store.products[].price`: `[]` means "each item of the array".
 * Used to read examples for the docs and, in tests, to prove documented paths exist.
 */

/** Every value at `path`; `[]` fans out over array items. Missing keys yield nothing. */
export function valuesAt(root: unknown, path: string): unknown[] {
  let current: unknown[] = [root]
  for (const segment of path.split(".")) {
    const isArray = segment.endsWith("[]")
    const key = isArray ? segment.slice(0, -2) : segment
    const next: unknown[] = []
    for (const item of current) {
      if (typeof item !== "object" || item === null || !Object.prototype.hasOwnProperty.call(item, key)) continue
      const value = (item as Record<string, unknown>)[key]
      if (isArray) {
        if (Array.isArray(value)) next.push(...value)
      } else {
        next.push(value)
      }
    }
    current = next
  }
  return current
}

const EXAMPLE_MAX = 60
/** A string shows whole up to here (a URL's shape is what a theme developer needs), then cut with `…`. */
const STRING_EXAMPLE_MAX = 120

/** The first value at `path`, as it reads in a docs table: JSON when short, a summary otherwise. */
export function exampleAt(root: unknown, path: string): string {
  const [value] = valuesAt(root, path)
  if (value === undefined) return ""
  if (typeof value === "string") {
    const chars = Array.from(value)
    return JSON.stringify(
      chars.length <= STRING_EXAMPLE_MAX ? value : `${chars.slice(0, STRING_EXAMPLE_MAX - 1).join("")}…`,
    )
  }
  const json = JSON.stringify(value)
  if (json.length <= EXAMPLE_MAX) return json
  if (Array.isArray(value)) return `[${value.length} items]`
  return "{…}"
}

/** Every leaf path of a value in the documented notation (arrays of objects → `name[].field`). */
export function leafPaths(value: unknown, prefix = ""): string[] {
  if (Array.isArray(value)) {
    const objects = value.filter(item => typeof item === "object" && item !== null && !Array.isArray(item))
    if (objects.length === 0) return [prefix]
    return [...new Set(objects.flatMap(item => leafPaths(item, `${prefix}[]`)))]
  }
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value)
    if (entries.length === 0) return [prefix]
    return entries.flatMap(([key, child]) => leafPaths(child, prefix === "" ? key : `${prefix}.${key}`))
  }
  return [prefix]
}
