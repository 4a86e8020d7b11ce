import { processTerm } from "../../../src/lib/search/local-index"
import { indexTerms } from "../../../src/lib/search/text"

describe("processTerm (remembered per token)", () => {
  it("answers every token as indexTerms does, the first time and again", () => {
    const tokens = ["WeaponPaints", "hex_to_rgb", "Retry-After", "players", "the", "422", "x", "ranks", "players"]
    for (let round = 0; round < 2; round += 1) {
      for (const token of tokens) {
        const terms = indexTerms(token)
        expect(processTerm(token)).toEqual(terms.length ? terms : null)
      }
    }
  })
})
