/** Durations and relative times in the short style game communities use ("1h 05m"). */
import { countNoun, pad2 } from "./numbers"

const MINUTE = 60
const HOUR = 3600
const DAY = 86400

/** The two largest units, the second zero-padded: 45s, 2m 05s, 1h 05m, 3d 04h. */
export function formatDuration(seconds: number): string {
  if (seconds < MINUTE) return `${seconds}s`
  if (seconds < HOUR) return `${Math.floor(seconds / MINUTE)}m ${pad2(seconds % MINUTE)}s`
  if (seconds < DAY) return `${Math.floor(seconds / HOUR)}h ${pad2(Math.floor((seconds % HOUR) / MINUTE))}m`
  return `${Math.floor(seconds / DAY)}d ${pad2(Math.floor((seconds % DAY) / HOUR))}h`
}

/** Time left until an event: 2d 04h 15m, 4h 15m, 15m 30s (seconds only in the last hour). */
export function formatCountdown(seconds: number): string {
  const d = Math.floor(seconds / DAY)
  const h = Math.floor((seconds % DAY) / HOUR)
  const m = Math.floor((seconds % HOUR) / MINUTE)
  if (d > 0) return `${d}d ${pad2(h)}h ${pad2(m)}m`
  if (h > 0) return `${h}h ${pad2(m)}m`
  return `${m}m ${pad2(seconds % MINUTE)}s`
}

const UNITS: [seconds: number, noun: string][] = [
  [365 * DAY, "year"],
  [30 * DAY, "month"],
  [DAY, "day"],
  [HOUR, "hour"],
  [MINUTE, "minute"],
]

/** "just now", "5 minutes ago", "in 3 days"; months are 30 days and years 365, rounded down. */
export function relativeTime(date: Date, now: Date): string {
  const diff = Math.round((now.getTime() - date.getTime()) / 1000)
  const abs = Math.abs(diff)
  const unit = UNITS.find(([size]) => abs >= size)
  if (!unit) return "just now"
  const text = countNoun(Math.floor(abs / unit[0]), unit[1])
  return diff >= 0 ? `${text} ago` : `in ${text}`
}
