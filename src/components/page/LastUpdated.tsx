import { formatLongDate, isoDay } from "../../lib/last-updated/format-date"

/**
 * "Last updated on 23 November 2026": the date the page's source last changed. Printed from
 * fixed UTC text (no Intl, no time zone), so the browser hydrates exactly what the server wrote.
 */
export function LastUpdated({ date }: { date: string | null }) {
  if (!date) return null
  return (
    <p className="last-updated">
      Last updated on <time dateTime={isoDay(date)}>{formatLongDate(date)}</time>
    </p>
  )
}
