/**
 * The span of the template being evaluated right now. The engine pushes the `{{ }}` or `{% %}`
 * tag Twig.js is running (tags nest: a `{% for %}` body, a macro) and errors read the innermost
 * one when they are created, so a failing call is located at its own line, not at the first
 * line that uses the same name.
 */

/** Where a tag is in the template source: character offsets, end exclusive. */
export interface SourceSpan {
  start: number
  end: number
}

const active: SourceSpan[] = []

export function isSourceSpan(value: unknown): value is SourceSpan {
  if (typeof value !== "object" || value === null) return false
  const { start, end } = value as Record<string, unknown>
  return typeof start === "number" && typeof end === "number" && Number.isInteger(start) && end >= start
}

/** Runs `fn` with `span` as the innermost span; spans that are not usable are ignored. */
export function withSpan<T>(span: unknown, fn: () => T): T {
  if (!isSourceSpan(span)) return fn()
  active.push(span)
  try {
    return fn()
  } finally {
    active.pop()
  }
}

export function currentSpan(): SourceSpan | undefined {
  return active[active.length - 1]
}

/** Forgets spans left by an aborted render (a render always starts from none). */
export function resetSpans(): void {
  active.length = 0
}
