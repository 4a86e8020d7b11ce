/**
 * PHP's relative date formats ("+1 day", "3 hours ago", "tomorrow", "next monday", "first day of
 * next month", "18:00") for Twig's own `date` filter, `date()` function and `date_modify` filter.
 * They count from the render clock, never the machine's, and do calendar arithmetic in the site
 * time zone as PHP does in its default zone, so "tomorrow" is the site's midnight.
 */
import { DATE_WHAT, tryParseDate, zonedParts } from "./dates"
import { asText, expected } from "./values"

type Field = "y" | "m" | "d" | "h" | "i" | "s"

const UNIT_FIELDS: Record<string, [Field, number]> = {
  sec: ["s", 1],
  secs: ["s", 1],
  second: ["s", 1],
  seconds: ["s", 1],
  min: ["i", 1],
  mins: ["i", 1],
  minute: ["i", 1],
  minutes: ["i", 1],
  hour: ["h", 1],
  hours: ["h", 1],
  day: ["d", 1],
  days: ["d", 1],
  week: ["d", 7],
  weeks: ["d", 7],
  fortnight: ["d", 14],
  fortnights: ["d", 14],
  month: ["m", 1],
  months: ["m", 1],
  year: ["y", 1],
  years: ["y", 1],
}

const WEEKDAY_NAMES: Record<string, number> = {
  sunday: 0,
  sun: 0,
  monday: 1,
  mon: 1,
  tuesday: 2,
  tue: 2,
  tues: 2,
  wednesday: 3,
  wed: 3,
  thursday: 4,
  thu: 4,
  thur: 4,
  thurs: 4,
  friday: 5,
  fri: 5,
  saturday: 6,
  sat: 6,
}

const UNIT = Object.keys(UNIT_FIELDS)
  .sort((a, b) => b.length - a.length)
  .join("|")
const WEEKDAY = Object.keys(WEEKDAY_NAMES)
  .sort((a, b) => b.length - a.length)
  .join("|")
const SIGNED = new RegExp(`([+-]?)\\s*(\\d+)\\s*(${UNIT})\\b`, "y")
const WORD_UNIT = new RegExp(`(next|last|previous|this)\\s+(${UNIT})\\b`, "y")
const WORD_WEEKDAY = new RegExp(`(?:(next|last|previous|this)\\s+)?(${WEEKDAY})\\b`, "y")
const DAY_OF = /(first|last)\s+day\s+of\b/y
const KEYWORD = /(now|today|midnight|noon|tomorrow|yesterday|ago)\b/y
const CLOCK = /(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*([ap])\.?m\.?\b)?/y
const CLOCK_12 = /(\d{1,2})\s*([ap])\.?m\.?\b/y
const SPACE = /[\s,]+/y

interface Modifier {
  relative: Record<Field, number>
  /** Wall-clock time set by `today`, `noon`, `18:00`, a weekday… */
  time: [number, number, number] | null
  weekday: { day: number; mode: "this" | "next" | "last" } | null
  dayOf: "first" | "last" | null
}

function hour12(hour: number, half: string | undefined): number | undefined {
  if (half === undefined) return hour <= 23 ? hour : undefined
  if (hour < 1 || hour > 12) return undefined
  return (hour % 12) + (half === "p" ? 12 : 0)
}

/** Reads a modifier such as "+1 day 18:00"; `undefined` when any part is not understood. */
export function parseModifier(text: string): Modifier | undefined {
  const source = text.trim().toLowerCase()
  if (source === "") return undefined
  const mod: Modifier = { relative: { y: 0, m: 0, d: 0, h: 0, i: 0, s: 0 }, time: null, weekday: null, dayOf: null }
  let at = 0
  const take = (pattern: RegExp): RegExpExecArray | null => {
    pattern.lastIndex = at
    const match = pattern.exec(source)
    if (match) at = pattern.lastIndex
    return match
  }
  while (at < source.length) {
    let m: RegExpExecArray | null
    if (take(SPACE)) continue
    if ((m = take(DAY_OF))) {
      mod.dayOf = m[1] as "first" | "last"
    } else if ((m = take(SIGNED))) {
      const [field, size] = UNIT_FIELDS[m[3]]
      mod.relative[field] += (m[1] === "-" ? -1 : 1) * Number(m[2]) * size
    } else if ((m = take(WORD_UNIT))) {
      const [field, size] = UNIT_FIELDS[m[2]]
      mod.relative[field] += (m[1] === "next" ? 1 : m[1] === "this" ? 0 : -1) * size
    } else if ((m = take(WORD_WEEKDAY))) {
      const mode = m[1] === "next" ? "next" : m[1] === "last" || m[1] === "previous" ? "last" : "this"
      mod.weekday = { day: WEEKDAY_NAMES[m[2]], mode }
      mod.time = [0, 0, 0]
    } else if ((m = take(KEYWORD))) {
      switch (m[1]) {
        case "now":
          break
        case "today":
        case "midnight":
          mod.time = [0, 0, 0]
          break
        case "noon":
          mod.time = [12, 0, 0]
          break
        case "tomorrow":
          mod.relative.d += 1
          mod.time = [0, 0, 0]
          break
        case "yesterday":
          mod.relative.d -= 1
          mod.time = [0, 0, 0]
          break
        case "ago":
          for (const key of Object.keys(mod.relative) as Field[]) mod.relative[key] = -mod.relative[key]
          break
      }
    } else if ((m = take(CLOCK))) {
      const hour = hour12(Number(m[1]), m[4])
      const [minute, second] = [Number(m[2]), Number(m[3] ?? 0)]
      if (hour === undefined || minute > 59 || second > 59) return undefined
      mod.time = [hour, minute, second]
    } else if ((m = take(CLOCK_12))) {
      const hour = hour12(Number(m[1]), m[2])
      if (hour === undefined) return undefined
      mod.time = [hour, 0, 0]
    } else {
      return undefined
    }
  }
  return mod
}

/** The instant whose wall-clock time in `timeZone` is `wall` (milliseconds as if UTC). */
function fromWallClock(name: string, wall: number, timeZone: string): Date {
  let instant = wall - zonedParts(name, new Date(wall), timeZone).offset * 60000
  // A second pass settles days on which the offset changes (daylight saving time).
  instant = wall - zonedParts(name, new Date(instant), timeZone).offset * 60000
  return new Date(instant)
}

/** Applies a parsed modifier to a date, PHP's way: weekday, then days/months/years, then "first/last day of". */
export function applyModifier(name: string, date: Date, mod: Modifier, timeZone: string): Date {
  const p = zonedParts(name, date, timeZone)
  const millis = ((date.getTime() % 1000) + 1000) % 1000
  let [hour, minute, second] = [p.hour, p.minute, p.second]
  if (mod.time) [hour, minute, second] = mod.time
  let day = p.day
  if (mod.weekday) {
    const current = new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay()
    const ahead = (mod.weekday.day - current + 7) % 7
    const behind = (current - mod.weekday.day + 7) % 7
    day += mod.weekday.mode === "this" ? ahead : mod.weekday.mode === "next" ? ahead || 7 : -(behind || 7)
  }
  let month = p.month + mod.relative.m
  const year = p.year + mod.relative.y
  day += mod.relative.d
  if (mod.dayOf === "first") day = 1
  if (mod.dayOf === "last") [day, month] = [0, month + 1]
  const wall = Date.UTC(year, month - 1, day, hour, minute, second, mod.time ? 0 : millis)
  const elapsed = ((mod.relative.h * 60 + mod.relative.i) * 60 + mod.relative.s) * 1000
  return new Date(fromWallClock(name, wall, timeZone).getTime() + elapsed)
}

const ISO_PREFIX =
  /^(\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2})?)?)\s+(\S[\s\S]*)$/

export const RELATIVE_DATE_WHAT = DATE_WHAT.replace(
  ' or "now")',
  ', "now" or a relative date such as "+1 day" or "next monday")',
)

/**
 * What Twig's own date functions accept: everything `parseDate` does, plus relative dates
 * ("+1 day", "tomorrow"), alone (from the render clock) or after an ISO date ("2025-06-14 +1 week").
 */
export function parseTwigDate(name: string, value: unknown, now: Date, timeZone: string): Date {
  const exact = tryParseDate(value, now)
  if (exact) return exact
  const text = asText(value)?.trim()
  if (text !== undefined) {
    const prefixed = ISO_PREFIX.exec(text)
    const base = prefixed ? tryParseDate(prefixed[1], now) : now
    const mod = parseModifier(prefixed ? prefixed[2] : text)
    if (base && mod) return applyModifier(name, base, mod, timeZone)
  }
  return expected(name, RELATIVE_DATE_WHAT, value)
}

/** Twig's `date_modify`: the date moved by a modifier such as "+1 day" or "next monday". */
export function modifyDate(name: string, date: Date, modifier: unknown, timeZone: string): Date {
  const text = asText(modifier)
  const mod = text === undefined ? undefined : parseModifier(text)
  if (!mod) return expected(name, "a modifier such as '+1 day', '-2 hours', 'tomorrow' or 'next monday'", modifier)
  return applyModifier(name, date, mod, timeZone)
}
