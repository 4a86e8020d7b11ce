/** Formatting filters: money, counts, percentages and durations, the same on every machine. */
import { opt, req } from "../support/define"
import { formatDuration, relativeTime } from "../support/durations"
import { ordinalSuffix, parseDate } from "../support/dates"
import { formatMoney, formatNumber, roundTo, trimZeros } from "../support/numbers"
import { storeCurrency } from "../support/globals"
import { expectInt, expectNumber, expectString, expected } from "../support/values"
import type { FilterDefinition } from "../types"

const NUMBER_NOTE = 'Numbers and numeric strings (`"12.50"`) are accepted; anything else is an error naming the filter.'

function decimalsArg(name: string, value: unknown, fallback: number): number {
  return value === undefined || value === null
    ? fallback
    : expectInt(name, value, 0, 6, "decimals to be an integer from 0 to 6")
}

const UNITS: [number, string][] = [
  [1e3, "k"],
  [1e6, "M"],
  [1e9, "B"],
]

/** Picks the largest unit the number reaches, moving up when rounding would print 1000k. */
function shortNumber(n: number, places: number): string {
  let index = UNITS.findIndex(
    ([size], i) => Math.abs(n) >= size && (i === UNITS.length - 1 || Math.abs(n) < UNITS[i + 1][0]),
  )
  if (index >= 0 && index < UNITS.length - 1 && roundTo(Math.abs(n) / UNITS[index][0], places) >= 1000) index += 1
  if (index < 0) return trimZeros(formatNumber(n, places))
  const [size, suffix] = UNITS[index]
  return `${trimZeros(formatNumber(n / size, places))}${suffix}`
}

export const formattingFilters: FilterDefinition[] = [
  {
    kind: "filter",
    category: "formatting",
    name: "money",
    signature: "value|money(currency = null, decimals = 2)",
    summary: "Formats an amount as a price in the store currency or the given one.",
    args: [
      opt(
        "currency",
        "string",
        "null",
        "ISO 4217 code such as `'USD'`; `null` uses the store currency (`store.currency`).",
      ),
      opt("decimals", "int", "2", "Digits after the decimal point, 0–6."),
    ],
    returns: {
      type: "string",
      description:
        "`€4.99`, `$1,250.00`, `£0.50`; currencies without a common symbol print their code after the amount: `49.00 PLN`.",
    },
    notes: [
      NUMBER_NOTE,
      "A currency that is not three capital letters (an ISO 4217 code such as `EUR`) is an error.",
      "The currency only changes the symbol and the format: the amount is not converted. Store prices are in `store.currency`; a theme has no exchange rates.",
      "Amounts round half away from zero; thousands are separated with commas.",
    ],
    impl: (env, value, currency, decimals) => {
      const amount = expectNumber("money", value)
      const code =
        currency === undefined || currency === null
          ? storeCurrency(env, "money")
          : expectString("money", currency, "currency to be an ISO 4217 code like 'EUR'")
      if (!/^[A-Z]{3}$/.test(code)) expected("money", "currency to be an ISO 4217 code like 'EUR'", currency)
      return formatMoney(amount, code, decimalsArg("money", decimals, 2))
    },
  },
  {
    kind: "filter",
    category: "formatting",
    name: "number_short",
    signature: "value|number_short(decimals = 1)",
    summary: "Shortens large numbers for tight spaces: 1,200 → 1.2k, 3,400,000 → 3.4M.",
    args: [opt("decimals", "int", "1", "Digits after the decimal point, 0–6; trailing zeros are dropped.")],
    returns: { type: "string", description: "`999`, `1.2k`, `3.4M` or `1.1B`; negative numbers keep their sign." },
    notes: [NUMBER_NOTE, "Numbers below 1,000 are printed with `decimals` digits, trailing zeros dropped."],
    impl: (_env, value, decimals) => {
      const n = expectNumber("number_short", value)
      const places = decimalsArg("number_short", decimals, 1)
      return shortNumber(n, places)
    },
  },
  {
    kind: "filter",
    category: "formatting",
    name: "ordinal",
    signature: "value|ordinal",
    summary: "Adds the English ordinal suffix to a whole number, for leaderboard positions.",
    args: [],
    returns: { type: "string", description: "`1st`, `2nd`, `3rd`, `4th`, `11th`, `22nd`, `1,001st`." },
    notes: ["A value that is not a whole number is an error naming the filter."],
    impl: (_env, value) => {
      const n = expectInt("ordinal", value, -Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, "a whole number")
      return `${formatNumber(n)}${ordinalSuffix(n)}`
    },
  },
  {
    kind: "filter",
    category: "formatting",
    name: "percent",
    signature: "value|percent(decimals = 0)",
    summary: "Formats a fraction as a percentage: 0.25 → 25%.",
    args: [opt("decimals", "int", "0", "Digits after the decimal point, 0–6.")],
    returns: { type: "string", description: "`25%`, `43.9%`; values above 1 give more than 100%." },
    notes: [NUMBER_NOTE, "The value is a fraction (0–1), not a number of percent: use `(a / b)|percent`."],
    impl: (_env, value, decimals) =>
      `${formatNumber(expectNumber("percent", value) * 100, decimalsArg("percent", decimals, 0))}%`,
  },
  {
    kind: "filter",
    category: "formatting",
    name: "duration",
    signature: "value|duration",
    summary: "Formats a number of seconds as a short duration: 45s, 2m 05s, 1h 05m, 3d 04h.",
    args: [],
    returns: {
      type: "string",
      description: "The two largest units, the second zero-padded: `45s`, `2m 05s`, `1h 05m`, `3d 04h`.",
    },
    notes: [
      "A value that is not a number of seconds, or is negative, is an error naming the filter.",
      "Fractions of a second are dropped.",
    ],
    impl: (_env, value) => {
      const seconds = expectNumber("duration", value, "a number of seconds")
      if (seconds < 0) expected("duration", "a number of seconds of 0 or more", value)
      return formatDuration(Math.floor(seconds))
    },
  },
  {
    kind: "filter",
    category: "formatting",
    name: "time_ago",
    signature: "value|time_ago",
    summary: "Describes a date relative to the time of the request: 5 minutes ago, in 3 days.",
    args: [],
    returns: {
      type: "string",
      description: "`just now` (under a minute), `5 minutes ago`, `2 hours ago`, `in 3 days`, `1 year ago`.",
    },
    notes: [
      "The value is an ISO 8601 string, a Unix timestamp in seconds, or a date; strings without a time zone are UTC.",
      "Anything else is an error naming the filter.",
      "Times are relative to `request.time`, so cached pages and examples stay consistent.",
    ],
    impl: (env, value) => relativeTime(parseDate("time_ago", value, env.now), env.now),
  },
  {
    kind: "filter",
    category: "formatting",
    name: "plural",
    signature: "value|plural(singular, plural = null)",
    summary: "Prints a count with the singular or plural form of a word: 1 player, 12 players.",
    args: [
      req("singular", "string", "The word for exactly one."),
      opt("plural", "string", "null", "The word for other counts; `null` adds an `s` to `singular`."),
    ],
    returns: {
      type: "string",
      description: "The count with thousands separators, a space and the word: `1 player`, `1,204 players`, `0 pets`.",
    },
    notes: [NUMBER_NOTE, "Omitting `singular` is an error."],
    impl: (_env, value, singular, plural) => {
      const n = expectNumber("plural", value)
      const one = expectString("plural", singular, "singular to be a string")
      const many =
        plural === undefined || plural === null ? `${one}s` : expectString("plural", plural, "plural to be a string")
      return `${formatNumber(n, Number.isInteger(n) ? 0 : 2)} ${n === 1 ? one : many}`
    },
  },
]
