/**
 * Dates without the machine's time zone: parsing treats zone-less strings as UTC, and
 * calendar fields come from Intl with an explicit `timeZone`, so Node and Chromium agree.
 */
import { MONTHS } from "../../calendar/months"
import { expected, fail } from "./values"

const ISO = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?)(Z|[+-]\d{2}:?\d{2})?)?$/

export const DATE_WHAT = 'a date (ISO 8601 string like "2025-06-14T18:30:00Z", Unix timestamp or "now")'

/** `parseDate` without the error: `undefined` for anything it does not accept. */
export function tryParseDate(value: unknown, now: Date): Date | undefined {
  if (value instanceof Date) {
    if (!Number.isNaN(value.getTime())) return value
  } else if (typeof value === "number" && Number.isFinite(value)) {
    return new Date(value * 1000)
  } else if (typeof value === "string" || value instanceof String) {
    const text = String(value).trim()
    if (text === "now") return now
    if (/^\d+$/.test(text)) return new Date(Number(text) * 1000)
    const match = ISO.exec(text)
    if (match) {
      const [, day, time, zone] = match
      const parsed = new Date(time === undefined ? `${day}T00:00:00Z` : `${day}T${time}${zone ?? "Z"}`)
      if (!Number.isNaN(parsed.getTime())) return parsed
    }
  }
  return undefined
}

/** Accepts a date, an ISO 8601 string, a Unix timestamp in seconds, or `"now"` (the render clock). */
export function parseDate(name: string, value: unknown, now: Date): Date {
  return tryParseDate(value, now) ?? expected(name, DATE_WHAT, value)
}

export interface ZonedParts {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
  /** Minutes east of UTC, e.g. 120 for Europe/Berlin in summer. */
  offset: number
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(name: string, timeZone: string): Intl.DateTimeFormat {
  const cached = formatters.get(timeZone)
  if (cached) return cached
  // Intl also takes a few legacy abbreviations (`EST`, `CET`, `EST5EDT`) as zones. `EST` is a
  // fixed UTC-5 that ignores daylight saving time, so New York's summer would print an hour off
  // with no error: only region/city names and UTC are zones here.
  if (!timeZone.includes("/") && timeZone.toUpperCase() !== "UTC")
    return fail(
      name,
      `time zone ${JSON.stringify(timeZone)} is not an IANA name (use one such as "America/New_York", "Europe/Berlin" or "UTC")`,
    )
  try {
    const formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    })
    formatters.set(timeZone, formatter)
    return formatter
  } catch {
    return fail(
      name,
      `unknown time zone ${JSON.stringify(timeZone)} (use an IANA name such as "Europe/Berlin" or "UTC")`,
    )
  }
}

export function zonedParts(name: string, date: Date, timeZone: string): ZonedParts {
  const values: Record<string, number> = {}
  for (const part of formatterFor(name, timeZone).formatToParts(date)) {
    if (part.type !== "literal") values[part.type] = Number(part.value)
  }
  const { year, month, day, hour, minute, second } = values
  const wall = Date.UTC(year, month - 1, day, hour, minute, second)
  const offset = Math.round((wall - Math.floor(date.getTime() / 1000) * 1000) / 60000)
  return { year, month, day, hour, minute, second, offset }
}

export function checkTimeZone(name: string, timeZone: string): void {
  formatterFor(name, timeZone)
}

export { MONTHS }
export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

/** English ordinal suffix: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st. */
export function ordinalSuffix(n: number): string {
  const mod100 = Math.abs(n) % 100
  if (mod100 >= 11 && mod100 <= 13) return "th"
  return ["th", "st", "nd", "rd"][Math.abs(n) % 10] ?? "th"
}
