import type { MatchTable } from "../../../src/lib/search/match-table"
import type { ParsedQuery } from "../../../src/lib/search/query"
import { rankResults } from "../../../src/lib/search/rank"
import {
  FLAG_API,
  FLAG_SHARED,
  FLAG_THEME_REFERENCE,
  FLAG_TROUBLESHOOTING,
} from "../../../src/lib/search/shards/format"

/**
 * The shards hand ranking the records in the order they were first matched; the single file
 * hands them sorted by score (MiniSearch's order: the same rows, equal scores in row order).
 * Ranking must not depend on which: every URL gets the same best record, score and first
 * record either way, with most scores tied so every tie is exercised.
 */
function randomOf(seed: number) {
  return (values: number) => {
    seed = (seed * 16807) % 2147483647
    return Math.floor((seed / 2147483647) * values)
  }
}

const parsed: ParsedQuery = {
  concepts: [{ alternatives: [["websit"]] }, { alternatives: [["user"]] }, { alternatives: [["group"], ["team"]] }],
  leaves: [],
  symptom: true,
  developer: false,
  themeDeveloper: false,
}
const termSets = [["websit"], ["user"], ["websit", "user"], ["team"], ["websit", "user", "group"], ["user", "group"]]

function randomTable(size: number, urls: number, pages: number, seed: number): MatchTable {
  const random = randomOf(seed)
  const pageOfUrl = Array.from({ length: urls }, (_, url) => (url < pages ? url : random(pages)))
  const url = Int32Array.from({ length: size }, (_, row) => (row < urls ? row : random(urls)))
  const flagsOfPage = Array.from(
    { length: pages },
    () =>
      (random(2) ? FLAG_API : random(3) ? 0 : FLAG_THEME_REFERENCE) |
      (random(5) ? 0 : FLAG_SHARED) |
      (random(3) ? 0 : FLAG_TROUBLESHOOTING),
  )
  return {
    size,
    score: Float64Array.from({ length: size }, () => 1 + random(4) / 4),
    termSet: Int32Array.from({ length: size }, () => random(termSets.length)),
    termSets,
    url,
    urls,
    page: Int32Array.from(url, u => pageOfUrl[u]),
    pages,
    // Types 0 to 7; a page's records share its doc tag and flags.
    flags: Uint8Array.from(url, u => random(8) | flagsOfPage[pageOfUrl[u]]),
    result: () => {
      throw new Error("ranking reads no result")
    },
  }
}

/** The same rows in MiniSearch's order: sorted by score, equal scores in row order. */
function inMiniSearchOrder(table: MatchTable): { table: MatchTable; rows: number[] } {
  const rows = Array.from({ length: table.size }, (_, row) => row).sort((a, b) => table.score[b] - table.score[a])
  const pick = <T extends Float64Array | Int32Array | Uint8Array>(column: T) =>
    column.map((_, i) => column[rows[i]]) as T
  return {
    table: {
      ...table,
      score: pick(table.score),
      termSet: pick(table.termSet),
      url: pick(table.url),
      page: pick(table.page),
      flags: pick(table.flags),
    },
    rows,
  }
}

describe("ranking", () => {
  it("ranks the same whether the records come sorted by score or in the order they were matched", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const table = randomTable(600, 150, 40, seed)
      const sorted = inMiniSearchOrder(table)
      const ranked = rankResults(parsed, table, 1_000)
      const reference = rankResults(parsed, sorted.table, 1_000)
      const urls = (result: typeof ranked, rowOf: (row: number) => number) =>
        Array.from({ length: result.size }, (_, url) => ({
          url,
          best: rowOf(result.row[url]),
          first: rowOf(result.first[url]),
          score: result.score[url],
        }))
      expect(urls(ranked, row => row)).toEqual(urls(reference, row => sorted.rows[row]))
    }
  })
})
