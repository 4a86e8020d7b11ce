/** JSON for debugging output that never throws: cycles, functions and safe HTML are described. */
import { entriesOf } from "./values"

function normalize(value: unknown, seen: Set<object>, depth: number): unknown {
  if (value instanceof String) return value.valueOf()
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "Invalid date" : value.toISOString()
  if (typeof value === "function") return "[function]"
  if (typeof value === "bigint") return value.toString()
  if (value === undefined) return null
  if (typeof value !== "object" || value === null) return value
  if (seen.has(value)) return "[circular]"
  if (depth >= 8) return Array.isArray(value) ? "[array]" : "[object]"
  seen.add(value)
  const result = Array.isArray(value)
    ? value.map(item => normalize(item, seen, depth + 1))
    : Object.fromEntries(
        entriesOf(value as Record<string, unknown>).map(([k, v]) => [k, normalize(v, seen, depth + 1)]),
      )
  seen.delete(value)
  return result
}

export function toJson(value: unknown, indent = 2): string {
  return JSON.stringify(normalize(value, new Set(), 0), null, indent) ?? "null"
}

/** Labels used by `type_of`, matching the type names in the reference pages. */
export function typeLabel(value: unknown): string {
  if (value === null || value === undefined) return "null"
  if (typeof value === "boolean") return "bool"
  if (typeof value === "number") return Number.isInteger(value) ? "int" : "number"
  if (typeof value === "string" || value instanceof String) return "string"
  if (Array.isArray(value)) return "array"
  if (value instanceof Date) return "date"
  if (typeof value === "function") return "function"
  return "object"
}
