import { firstByScore } from "../../../src/lib/search/first-by-score"

describe("firstByScore", () => {
  it("gives the first items of a stable sort by score, highest first, for any count", () => {
    // Few distinct scores, so most items tie with others.
    let seed = 7
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647
    const items = Array.from({ length: 500 }, (_, i) => ({ i, score: Math.floor(random() * 12) / 4 }))
    const sorted = [...items].sort((a, b) => b.score - a.score)
    for (const count of [0, 1, 2, 5, 20, 40, 499, 500, 600])
      expect(firstByScore(items, count).map(item => item.i)).toEqual(sorted.slice(0, count).map(item => item.i))
  })
})
