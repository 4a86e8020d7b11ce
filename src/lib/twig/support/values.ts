/**
 * Type checks shared by every definition. Each check throws a TemplateError whose message
 * starts with the filter or function name, so a reader knows which call to fix.
 */
import { TemplateError } from "../errors"

const QUOTE_LIMIT = 40

/** How a value reads in an error message: `string "abc"`, `number 12`, `null`, `array`. */
export function describe(value: unknown): string {
  if (value === null) return "null"
  if (value === undefined) return "undefined (is the variable defined?)"
  if (typeof value === "string" || value instanceof String) {
    const text = String(value)
    const short = text.length > QUOTE_LIMIT ? `${text.slice(0, QUOTE_LIMIT)}…` : text
    return `string ${JSON.stringify(short)}`
  }
  if (typeof value === "number") return `number ${String(value)}`
  if (typeof value === "boolean") return `boolean ${String(value)}`
  if (Array.isArray(value)) return "array"
  if (value instanceof Date) return "date"
  if (typeof value === "function") return "function"
  return "object"
}

/**
 * Throws `name: message`. The engine adds the origin (filter or function) when it catches the
 * error; builder methods (`query().where`) are only reachable through `query()`, so they tag
 * themselves here.
 */
export function fail(name: string, message: string): never {
  const dot = name.indexOf(").")
  const origin = dot >= 0 ? { kind: "method" as const, name: name.slice(dot + 2) } : undefined
  throw new TemplateError(`${name}: ${message}`, origin)
}

export function expected(name: string, what: string, value: unknown): never {
  return fail(name, `expected ${what}, got ${describe(value)}`)
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    !(value instanceof Date) &&
    !(value instanceof String)
  )
}

/** Twig.js hands safe HTML around as String objects; treat them as the text they hold. */
export function asText(value: unknown): string | undefined {
  if (typeof value === "string") return value
  if (value instanceof String) return value.valueOf()
  return undefined
}

/**
 * True for output Twig.js already treats as safe HTML: a String object flagged `twigMarkup`
 * (`true`, `"html"` or `"html_attr"`, the marks autoescape leaves alone). Filters that escape
 * their input use it as Twig 3 uses `pre_escape`: safe input is not escaped a second time.
 */
export function isSafeHtml(value: unknown): boolean {
  if (!(value instanceof String)) return false
  const mark = (value as { twigMarkup?: unknown }).twigMarkup
  return mark === true || mark === "html" || mark === "html_attr"
}

export function expectString(name: string, value: unknown, what = "a string"): string {
  const text = asText(value)
  if (text === undefined) expected(name, what, value)
  return text
}

const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/

/** Numbers, and decimal strings such as the API's money amounts ("12.50"). */
export function expectNumber(name: string, value: unknown, what = "a number"): number {
  if (typeof value === "number" && Number.isFinite(value)) return value
  const text = asText(value)
  if (text !== undefined && NUMERIC.test(text)) return Number(text)
  return expected(name, what, value)
}

export function expectInt(name: string, value: unknown, min: number, max: number, what: string): number {
  const n =
    typeof value === "number" ? value : asText(value) !== undefined && NUMERIC.test(String(value)) ? Number(value) : NaN
  if (!Number.isInteger(n) || n < min || n > max) expected(name, what, value)
  return n
}

/**
 * The largest `limit` of every list function, as the product enforces it. The pages print it from
 * content/product.yaml (`facts.design.listLimitMax`); a test holds the two equal.
 */
export const LIMIT_MAX = 100

/** Every list function takes the same `limit`: an integer from 1 to LIMIT_MAX. */
export function expectLimit(name: string, value: unknown, fallback: number): number {
  if (value === undefined || value === null) return fallback
  return expectInt(name, value, 1, LIMIT_MAX, `limit to be an integer from 1 to ${LIMIT_MAX}`)
}

/**
 * Entries of a map in the order the template wrote them. Twig.js object literals carry their
 * key order in an enumerable `_keys` array (and list properties in reverse), which must not
 * leak into output as an attribute, class or query parameter.
 */
export function entriesOf(value: Record<string, unknown>): [string, unknown][] {
  const order = Array.isArray(value._keys)
    ? value._keys.filter((k): k is string => typeof k === "string")
    : Object.keys(value)
  return order.filter(k => k !== "_keys" && Object.prototype.hasOwnProperty.call(value, k)).map(k => [k, value[k]])
}
