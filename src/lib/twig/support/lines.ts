/** Mapping errors back to source lines, since Twig.js reports none. */

export function lineAt(source: string, index: number): number {
  let line = 1
  for (let i = 0; i < Math.min(index, source.length); i += 1) if (source[i] === "\n") line += 1
  return line
}

export function firstLine(source: string, pattern: RegExp): number | undefined {
  const match = pattern.exec(source)
  return match ? lineAt(source, match.index + (match[0].length - match[0].trimStart().length)) : undefined
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
}

/** Replaces comments and verbatim/raw blocks with spaces (newlines kept) so scanners skip them but lines stay. */
export function blankOutLiterals(source: string): string {
  const blank = (text: string) => text.replace(/[^\n]/g, " ")
  return source
    .replace(/\{#[\s\S]*?#\}/g, blank)
    .replace(/\{%-?\s*(verbatim|raw)\s*-?%\}[\s\S]*?\{%-?\s*end\1\s*-?%\}/g, blank)
}

/**
 * Edit distance, for "did you mean" suggestions on unknown names: insertions, deletions,
 * substitutions and swaps of two neighbouring letters (`monye` is one edit from `money`), each
 * counting one (the optimal string alignment distance).
 */
export function distance(a: string, b: string): number {
  // Three rows of the table: two back for a swap, the previous one, the current one.
  let before = new Array<number>(b.length + 1).fill(0)
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i]
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2] + 1)
      current[j] = value
    }
    before = previous
    previous = current
  }
  return previous[b.length]
}

export function closest(name: string, candidates: string[]): string | undefined {
  const ranked = candidates
    .map(c => [c, distance(name, c)] as const)
    .filter(([, d]) => d <= Math.max(1, Math.floor(name.length / 3)))
  ranked.sort((x, y) => x[1] - y[1] || (x[0] < y[0] ? -1 : 1))
  return ranked[0]?.[0]
}
