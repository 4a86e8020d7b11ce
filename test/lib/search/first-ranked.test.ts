import { firstByScore, firstRanked, keepFirstByScore, keepRowByScore } from "../../../src/lib/search/first-by-score"
import type { RankedTable } from "../../../src/lib/search/rank"

/** Few distinct values, so most items tie with others. */
function randomOf(seed: number) {
  return (values: number) => {
    seed = (seed * 16807) % 2147483647
    return Math.floor((seed / 2147483647) * values)
  }
}

describe("keepRowByScore", () => {
  it("keeps the rows keepFirstByScore keeps, in the same order", () => {
    const random = randomOf(11)
    const score = Float64Array.from({ length: 300 }, () => random(6) / 2)
    for (const count of [0, 1, 3, 5, 40]) {
      const top = new Int32Array(count + 2)
      let length = 0
      const expected: { row: number; score: number }[] = []
      for (let row = 0; row < score.length; row += 1) {
        length = keepRowByScore(top, 2, length, row, score, count)
        keepFirstByScore(expected, { row, score: score[row] }, count)
      }
      expect(Array.from(top.subarray(2, 2 + length))).toEqual(expected.map(item => item.row))
    }
  })
})

describe("firstRanked", () => {
  it("gives the order of sorting the URLs by score in MiniSearch's order of their first rows, then by weighted score", () => {
    const random = randomOf(5)
    // Rows of equal score come in row order in MiniSearch's order.
    const rowScore = Float64Array.from({ length: 400 }, () => random(5))
    const size = 150
    const rows = Array.from({ length: 400 }, (_, row) => row).sort(() => random(3) - 1)
    const ranked: RankedTable = {
      size,
      row: Int32Array.from({ length: size }, (_, url) => rows[url]),
      first: Int32Array.from({ length: size }, (_, url) => rows[size + url]),
      score: Float64Array.from({ length: size }, () => random(4) / 2),
    }
    const weights = [0, 1, 1.5]
    const weightOf = (row: number) => weights[row % 3]
    const miniSearchOrder = Array.from({ length: 400 }, (_, row) => row).sort((a, b) => rowScore[b] - rowScore[a])
    const position = new Map(miniSearchOrder.map((row, i) => [row, i]))
    const inMiniSearchOrder = Array.from({ length: size }, (_, url) => url).sort(
      (a, b) => position.get(ranked.first[a])! - position.get(ranked.first[b])!,
    )
    const found = inMiniSearchOrder
      .sort((a, b) => ranked.score[b] - ranked.score[a])
      .filter(url => weightOf(ranked.row[url]))
      .map(url => ({ url, score: ranked.score[url] * weightOf(ranked.row[url]) }))
    for (const count of [0, 1, 7, 20, 60, 200]) {
      const { found: total, urls } = firstRanked(ranked, rowScore, weightOf, count)
      expect(total).toBe(found.length)
      expect(urls).toEqual(firstByScore(found, count).map(item => item.url))
    }
  })
})
