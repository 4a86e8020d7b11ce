/**
 * Time functions. "Now" is the request time (`request.time`), not the machine clock, and
 * calendar output uses the site time zone, so a page and its examples render the same anywhere.
 */
import { opt, req } from "../support/define"
import { MONTHS, checkTimeZone, parseDate, zonedParts } from "../support/dates"
import { formatCountdown } from "../support/durations"
import { siteTimeZone } from "../support/globals"
import { formatPhpDate } from "../support/php-date"
import { expectString, fail } from "../support/values"
import type { FunctionDefinition } from "../types"

const DATE_NOTE =
  "Dates are ISO 8601 strings (UTC when no zone is given), Unix timestamps in seconds or dates; anything else is an error naming the function."

function isoSeconds(date: Date): string {
  return date.toISOString().replace(/\.000Z$/, "Z")
}

function orderedPair(name: string, start: unknown, end: unknown, now: Date): [Date, Date] {
  const from = parseDate(name, start, now)
  const to = parseDate(name, end, now)
  if (to.getTime() < from.getTime()) fail(name, `end (${isoSeconds(to)}) is before start (${isoSeconds(from)})`)
  return [from, to]
}

export const timeFunctions: FunctionDefinition[] = [
  {
    kind: "function",
    category: "time",
    name: "now",
    signature: "now(format = null)",
    summary: "Returns the time of the request, as ISO 8601 or formatted in the site time zone.",
    args: [
      opt(
        "format",
        "string",
        "null",
        "A PHP date format such as `'H:i'` (the same letters as Twig's `date` filter); `null` returns ISO 8601 in UTC.",
      ),
    ],
    returns: {
      type: "string",
      description: '`"2025-06-14T18:30:00Z"`, or with `\'H:i\'` `"20:30"` (Blockhaven is in Europe/Berlin).',
    },
    notes: [
      "All calls in one render return the same moment.",
      "A format that is not a string, or uses an unsupported letter (`B I T u W o X x p`), is an error.",
    ],
    impl: (env, format) => {
      if (format === undefined || format === null) return isoSeconds(env.now)
      return formatPhpDate("now", env.now, expectString("now", format, "format to be a string"), siteTimeZone(env))
    },
  },
  {
    kind: "function",
    category: "time",
    name: "date_range",
    signature: "date_range(start, end)",
    summary: "Prints a compact date range for events and sales, in the site time zone.",
    args: [req("start", "date|string", "First day."), req("end", "date|string", "Last day, not before `start`.")],
    returns: {
      type: "string",
      description:
        "`Jun 14, 2025` (same day), `Jun 14–21, 2025` (same month), `Jun 28 – Jul 2, 2025` (same year), `Dec 30, 2025 – Jan 2, 2026`.",
    },
    notes: [DATE_NOTE, "An `end` before `start` is an error."],
    impl: (env, start, end) => {
      const zone = siteTimeZone(env)
      const [a, b] = orderedPair("date_range", start, end, env.now).map(d => zonedParts("date_range", d, zone))
      const day = (p: typeof a) => `${MONTHS[p.month - 1].slice(0, 3)} ${p.day}`
      if (a.year !== b.year) return `${day(a)}, ${a.year} – ${day(b)}, ${b.year}`
      if (a.month !== b.month) return `${day(a)} – ${day(b)}, ${a.year}`
      return a.day === b.day ? `${day(a)}, ${a.year}` : `${day(a)}–${b.day}, ${a.year}`
    },
  },
  {
    kind: "function",
    category: "time",
    name: "countdown",
    signature: "countdown(target, expired_text = 'Ended')",
    summary: "Shows the time left until a date, for sale banners and event timers.",
    args: [
      req("target", "date|string", "The moment counted down to, e.g. `store.sale.ends_at`."),
      opt("expired_text", "string", "'Ended'", "Returned once the target has passed."),
    ],
    returns: {
      type: "string",
      description: "`7d 03h 29m`, `4h 15m`, `15m 30s` (seconds only in the last hour), or `expired_text`.",
    },
    notes: [DATE_NOTE, "The page shows the value at render time; add JavaScript if it must tick."],
    impl: (env, target, expiredText) => {
      const seconds = Math.floor((parseDate("countdown", target, env.now).getTime() - env.now.getTime()) / 1000)
      return seconds > 0
        ? formatCountdown(seconds)
        : expectString("countdown", expiredText ?? "Ended", "expired_text to be a string")
    },
  },
  {
    kind: "function",
    category: "time",
    name: "server_time",
    signature: "server_time(timezone = null, format = 'H:i')",
    summary: "Shows the current time in a time zone, e.g. the clock of the game server's region.",
    args: [
      opt("timezone", "string", "null", "IANA time zone such as `'America/New_York'`; `null` uses `site.timezone`."),
      opt("format", "string", "'H:i'", "PHP date format, as for `now()`."),
    ],
    returns: { type: "string", description: "`server_time('America/New_York')` → `\"14:30\"`." },
    notes: [
      "An unknown time zone is an error naming the function and the zone.",
      "Daylight saving time follows the zone's rules for the request date.",
    ],
    impl: (env, timezone, format) => {
      const zone =
        timezone === undefined || timezone === null
          ? siteTimeZone(env)
          : expectString("server_time", timezone, "timezone to be an IANA name like 'Europe/Berlin'")
      checkTimeZone("server_time", zone)
      return formatPhpDate(
        "server_time",
        env.now,
        expectString("server_time", format ?? "H:i", "format to be a string"),
        zone,
      )
    },
  },
  {
    kind: "function",
    category: "time",
    name: "is_between",
    signature: "is_between(start, end)",
    summary: "Tells whether the request time falls in a period, to show seasonal banners or event sections.",
    args: [
      req("start", "date|string", "Start of the period (included)."),
      req("end", "date|string", "End of the period (excluded)."),
    ],
    returns: { type: "bool", description: "`true` when `start <= now < end`." },
    notes: [DATE_NOTE, "An `end` before `start` is an error."],
    impl: (env, start, end) => {
      const [from, to] = orderedPair("is_between", start, end, env.now)
      return from.getTime() <= env.now.getTime() && env.now.getTime() < to.getTime()
    },
  },
]
