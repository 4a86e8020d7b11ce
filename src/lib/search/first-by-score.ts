/**
 * Adds `item` to `top`, the first `count` items seen so far by score, highest first, in the
 * order a stable sort would give (an item after an equal one goes after it). Returns whether
 * it was kept.
 */
export function keepFirstByScore<T extends { score: number }>(top: T[], item: T, count: number): boolean {
  if (count <= 0 || (top.length === count && !(item.score > top[count - 1].score))) return false
  let at = top.length
  while (at > 0 && top[at - 1].score < item.score) at -= 1
  top.splice(at, 0, item)
  if (top.length > count) top.pop()
  return true
}

/**
 * The first `count` items by score, highest first, in the order a stable sort would give
 * (equal scores keep their order), without sorting them all: a common word on a large site
 * matches tens of thousands of records, and a page of results shows twenty.
 */
export function firstByScore<T extends { score: number }>(items: T[], count: number): T[] {
  const top: T[] = []
  for (const item of items) keepFirstByScore(top, item, count)
  return top
}
