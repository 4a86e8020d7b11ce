/**
 * PHP `date()` format characters, as Twig 3's `date` filter uses them. Unsupported PHP
 * characters are an error rather than printed literally, so a typo never ships silently.
 */
import { MONTHS, WEEKDAYS, ordinalSuffix, zonedParts, type ZonedParts } from "./dates"
import { pad2 } from "./numbers"
import { fail } from "./values"

type Field = (p: ZonedParts, date: Date, zone: string) => string

function weekday(p: ZonedParts): number {
  return new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay()
}

function offsetText(p: ZonedParts, colon: boolean): string {
  const sign = p.offset < 0 ? "-" : "+"
  const abs = Math.abs(p.offset)
  return `${sign}${pad2(Math.floor(abs / 60))}${colon ? ":" : ""}${pad2(abs % 60)}`
}

const hour12 = (p: ZonedParts): number => (p.hour % 12 === 0 ? 12 : p.hour % 12)
const isLeap = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0

const FIELDS: Record<string, Field> = {
  d: p => pad2(p.day),
  D: p => WEEKDAYS[weekday(p)].slice(0, 3),
  j: p => String(p.day),
  l: p => WEEKDAYS[weekday(p)],
  N: p => String(weekday(p) === 0 ? 7 : weekday(p)),
  S: p => ordinalSuffix(p.day),
  w: p => String(weekday(p)),
  z: p => String((Date.UTC(p.year, p.month - 1, p.day) - Date.UTC(p.year, 0, 1)) / 86400000),
  F: p => MONTHS[p.month - 1],
  M: p => MONTHS[p.month - 1].slice(0, 3),
  m: p => pad2(p.month),
  n: p => String(p.month),
  t: p => String(new Date(Date.UTC(p.year, p.month, 0)).getUTCDate()),
  L: p => (isLeap(p.year) ? "1" : "0"),
  Y: p => String(p.year),
  y: p => pad2(p.year % 100),
  a: p => (p.hour < 12 ? "am" : "pm"),
  A: p => (p.hour < 12 ? "AM" : "PM"),
  g: p => String(hour12(p)),
  G: p => String(p.hour),
  h: p => pad2(hour12(p)),
  H: p => pad2(p.hour),
  i: p => pad2(p.minute),
  s: p => pad2(p.second),
  v: (_p, date) => String(date.getUTCMilliseconds()).padStart(3, "0"),
  U: (_p, date) => String(Math.floor(date.getTime() / 1000)),
  e: (_p, _date, zone) => zone,
  P: p => offsetText(p, true),
  O: p => offsetText(p, false),
  Z: p => String(p.offset * 60),
}
FIELDS.c = (p, date, zone) => formatFields("Y-m-d\\TH:i:sP", p, date, zone)
FIELDS.r = (p, date, zone) => formatFields("D, d M Y H:i:s O", p, date, zone)

/** PHP letters we do not implement (they need data such as DST rules or ISO weeks). */
const UNSUPPORTED = new Set(["B", "I", "T", "u", "W", "o", "X", "x", "p"])

function formatFields(format: string, p: ZonedParts, date: Date, zone: string, name = "date"): string {
  let out = ""
  for (let i = 0; i < format.length; i += 1) {
    const ch = format[i]
    if (ch === "\\" && i + 1 < format.length) {
      i += 1
      out += format[i]
    } else if (FIELDS[ch]) {
      out += FIELDS[ch](p, date, zone)
    } else if (UNSUPPORTED.has(ch)) {
      fail(name, `format character "${ch}" is not supported`)
    } else {
      out += ch
    }
  }
  return out
}

/** Formats `date` in `timeZone` with a PHP date format such as `"F j, Y H:i"`. */
export function formatPhpDate(name: string, date: Date, format: string, timeZone: string): string {
  return formatFields(format, zonedParts(name, date, timeZone), date, timeZone, name)
}
