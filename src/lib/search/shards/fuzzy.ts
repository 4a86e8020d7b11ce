/**
 * Whether two terms are at most `max` edits apart (insertions, deletions, substitutions): the
 * distance MiniSearch's typo matching uses, so the shards a typo needs are exactly the terms
 * the whole index would have matched. One row at a time, stopping once a row exceeds `max`.
 */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i]
    let best = i
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
      best = Math.min(best, row[j])
    }
    if (best > max) return false
    previous = row
  }
  return previous[b.length] <= max
}
