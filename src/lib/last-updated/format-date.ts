import { MONTHS } from "../calendar/months"

/**
 * The UTC calendar day of an ISO timestamp: `2026-11-23T23:30:00Z` → `2026-11-23`. Read from
 * `toISOString()`, which is always UTC, so no local-time API is involved anywhere.
 */
export function isoDay(iso: string): string {
  return new Date(iso).toISOString().slice(0, 10)
}

/**
 * `2026-11-23T…` → `23 November 2026` (en-GB order, UTC). Fixed month names rather than Intl:
 * the server and every browser print the same text, so hydration never sees another date.
 */
export function formatLongDate(iso: string): string {
  const [year, month, day] = isoDay(iso).split("-").map(Number)
  return `${day} ${MONTHS[month - 1]} ${year}`
}
