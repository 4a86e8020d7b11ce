/** What git knows about the content files, read once per build. */
export interface GitHistory {
  /** Newest commit time (Unix seconds) per path relative to the repository root; null: unknown (shallow clone). */
  times: ReadonlyMap<string, number | null>
  /** Paths changed, staged or untracked in the working tree. */
  changed: ReadonlySet<string>
}

/** A time as an ISO 8601 UTC timestamp to the second (`2026-11-23T14:02:11Z`). */
export function isoSeconds(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace(".000Z", "Z")
}

/**
 * When a source file last changed: the date of the last commit that changed it; its
 * modification time when git cannot say (no repository, as in a tarball without `.git`; a
 * file not committed yet or edited since); null when the history was cut off by a shallow
 * clone before its last change (no date rather than a wrong one).
 *
 * `file` is relative to the repository root (as git prints it) when there is a history.
 */
export function lastUpdatedOf(
  file: string,
  history: GitHistory | null,
  mtimeMs: (file: string) => number,
): string | null {
  if (!history || history.changed.has(file)) return isoSeconds(mtimeMs(file))
  const time = history.times.get(file)
  if (time === null) return null
  return isoSeconds(time === undefined ? mtimeMs(file) : time * 1000)
}

/** The newest of some dates (ISO timestamps), ignoring unknown ones; null when none is known. */
export function newestDate(...dates: (string | null | undefined)[]): string | null {
  const known = dates.filter((date): date is string => typeof date === "string")
  return known.length ? known.reduce((newest, date) => (Date.parse(date) > Date.parse(newest) ? date : newest)) : null
}
