import type { MatchTable } from "../../../src/lib/search/match-table"
import type { ParsedQuery } from "../../../src/lib/search/query"
import { rankResults } from "../../../src/lib/search/rank"
import { TYPES } from "../../../src/lib/search/shards/format"

/**
 * Coverage weighs each concept of the query by its rarity among the records: in "commands sent
 * twice", a section with "command" and the rare "twice" covers more of the query than one with
 * "command" and "send", which every page has, although both match two words of three alike.
 */
const parsed: ParsedQuery = {
  concepts: [{ alternatives: [["command"]] }, { alternatives: [["sent"]] }, { alternatives: [["twice"]] }],
  leaves: [],
  symptom: false,
  developer: false,
  themeDeveloper: false,
}
const termSets = [["command", "sent"], ["command", "twice"], ["command"]]
const CONTENT = TYPES.indexOf("content")

/** Row 0: "command" and "twice"; row 1: "command" and "sent"; 40 more rows with "command" and "sent", 40 with "command". */
function table(): MatchTable {
  const sets = [1, 0, ...Array.from({ length: 40 }, () => 0), ...Array.from({ length: 40 }, () => 2)]
  const size = sets.length
  return {
    size,
    score: new Float64Array(size).fill(2),
    termSet: Int32Array.from(sets),
    termSets,
    url: Int32Array.from({ length: size }, (_, row) => row),
    urls: size,
    page: Int32Array.from({ length: size }, (_, row) => row),
    pages: size,
    flags: new Uint8Array(size).fill(CONTENT),
    result: () => {
      throw new Error("ranking reads no result")
    },
  }
}

describe("a concept's rarity", () => {
  it("makes a record with the rare word of the query outrank one with a common word instead, at equal relevance", () => {
    const ranked = rankResults(parsed, table(), 2_000)
    expect(ranked.score[0]).toBeGreaterThan(ranked.score[1] * 1.5)
  })
})

describe("a word in most records", () => {
  it("weighs next to nothing: a record without it scores over half as much as one with it, at equal relevance", () => {
    const query: ParsedQuery = { ...parsed, concepts: [{ alternatives: [["player"]] }, { alternatives: [["rank"]] }] }
    // Row 0: both words; row 1: "rank" alone; 8 more with "rank", 60 with "player", in an index of 100
    // records. With a rarity that never falls to zero, row 1 scores under a third of row 0.
    const sets = [0, 1, ...Array.from({ length: 8 }, () => 1), ...Array.from({ length: 60 }, () => 2)]
    const size = sets.length
    const ranked = rankResults(
      query,
      {
        ...table(),
        size,
        // MiniSearch's score is the sum over the matched words times their number: 2 for each record.
        score: Float64Array.from(sets, set => (set === 0 ? 4 : 2)),
        termSet: Int32Array.from(sets),
        termSets: [["player", "rank"], ["rank"], ["player"]],
        url: Int32Array.from({ length: size }, (_, row) => row),
        urls: size,
        page: Int32Array.from({ length: size }, (_, row) => row),
        pages: size,
        flags: new Uint8Array(size).fill(CONTENT),
      },
      100,
    )
    expect(ranked.score[1]).toBeGreaterThan(ranked.score[0] * 0.5)
  })
})
