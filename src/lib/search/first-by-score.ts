import { precedes } from "./match-table"
import type { RankedTable } from "./rank"

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

/**
 * `keepFirstByScore` for rows of a match table, held in `top` from `at`: the first `count` rows
 * by score of those seen (`length` so far), rows arriving in row order. Returns the new length.
 */
export function keepRowByScore(
  top: Int32Array,
  at: number,
  length: number,
  row: number,
  score: Float64Array,
  count: number,
): number {
  if (count <= 0 || (length === count && !(score[row] > score[top[at + count - 1]]))) return length
  let place = length === count ? count - 1 : length
  while (place > 0 && score[top[at + place - 1]] < score[row]) {
    top[at + place] = top[at + place - 1]
    place -= 1
  }
  top[at + place] = row
  return length === count ? count : length + 1
}

/**
 * The first `count` ranked URLs by score × weight (`weightOf` a URL's best row; 0 leaves it
 * out), and how many have a weight: the order the ranked URLs would have sorted by score
 * (stable, in MiniSearch's order of their first rows) and then, with their weights, by
 * `firstByScore`. So between two URLs: the higher weighted score, then the higher score, then
 * the one whose first row comes first in MiniSearch's order (`precedes`).
 */
export function firstRanked(
  ranked: RankedTable,
  rowScore: Float64Array,
  weightOf: (row: number) => number,
  count: number,
): { found: number; urls: number[] } {
  const { row: rows, score, first } = ranked
  const urls: number[] = []
  const weighted: number[] = []
  const before = (value: number, url: number, at: number) => {
    const other = urls[at]
    return (
      value > weighted[at] ||
      (value === weighted[at] &&
        (score[url] > score[other] || (score[url] === score[other] && precedes(rowScore, first[url], first[other]))))
    )
  }
  let found = 0
  for (let url = 0; url < ranked.size; url += 1) {
    const weight = weightOf(rows[url])
    if (!weight) continue
    found += 1
    const value = score[url] * weight
    if (count <= 0 || (urls.length === count && !before(value, url, count - 1))) continue
    let place = urls.length
    while (place > 0 && before(value, url, place - 1)) place -= 1
    urls.splice(place, 0, url)
    weighted.splice(place, 0, value)
    if (urls.length > count) {
      urls.pop()
      weighted.pop()
    }
  }
  return { found, urls }
}
