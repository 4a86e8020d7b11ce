/**
 * The first `count` items by score, highest first, in the order a stable sort would give
 * (equal scores keep their order), without sorting them all: a common word on a large site
 * matches tens of thousands of records, and a page of results shows twenty.
 */
export function firstByScore<T extends { score: number }>(items: T[], count: number): T[] {
  const top: T[] = []
  if (count <= 0) return top
  for (const item of items) {
    if (top.length === count && !(item.score > top[count - 1].score)) continue
    let at = top.length
    while (at > 0 && top[at - 1].score < item.score) at -= 1
    top.splice(at, 0, item)
    if (top.length > count) top.pop()
  }
  return top
}
