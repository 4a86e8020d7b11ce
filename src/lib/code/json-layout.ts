/**
 * JSON laid out as the docs print API and endpoint responses: two-space indentation, with
 * short lists and records on one line so a list of records reads as a table. A record or a
 * list that holds no object or list ("flat") goes on one line inside a list when that line
 * is at most INLINE_WIDTH characters, or always with `compact` (a long list of long records
 * that the reader scans row by row).
 */
export const INLINE_WIDTH = 120

export interface JsonLayoutOptions {
  compact?: boolean
}

const isFlat = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.every(item => item === null || typeof item !== "object")
    : value !== null &&
      typeof value === "object" &&
      Object.values(value).every(v => v === null || typeof v !== "object")

/** One line: `{ "a": 1, "b": 2 }` or `["x", "y"]`. */
function inline(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(item => JSON.stringify(item)).join(", ")}]`
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).map(([key, v]) => `${JSON.stringify(key)}: ${JSON.stringify(v)}`)
    return entries.length ? `{ ${entries.join(", ")} }` : "{}"
  }
  return JSON.stringify(value)
}

function layout(value: unknown, indent: string, inList: boolean, options: JsonLayoutOptions): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value)
  const flat = isFlat(value)
  // A list of plain values stays on one line wherever it fits; a record only inside a list.
  if (flat && (Array.isArray(value) || inList)) {
    const line = inline(value)
    if (options.compact || line.length <= INLINE_WIDTH) return line
  }
  const inner = `${indent}  `
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]"
    return `[\n${value.map(item => inner + layout(item, inner, true, options)).join(",\n")}\n${indent}]`
  }
  const entries = Object.entries(value)
  if (entries.length === 0) return "{}"
  return `{\n${entries.map(([key, v]) => `${inner}${JSON.stringify(key)}: ${layout(v, inner, false, options)}`).join(",\n")}\n${indent}}`
}

/** `value` as JSON text in the docs' layout (see above); parses back to an equal value. */
export function layoutJson(value: unknown, options: JsonLayoutOptions = {}): string {
  return layout(value, "", false, options)
}
