import { replaceFactTokens, replaceFactTokensInProse, UnknownFactError } from "../../../src/lib/content/tokens"

const data = {
  facts: {
    ranks: "give ranks by `{uuid}` and end timed ones with `accumulate`",
    days: 30,
  },
}

describe("facts with code marks", () => {
  it("keeps a fact's backticks in Markdown and leaves them out of plain text", () => {
    expect(replaceFactTokens("Ranks: %%facts.ranks%%.", data)).toBe(
      "Ranks: give ranks by `{uuid}` and end timed ones with `accumulate`.",
    )
    expect(replaceFactTokens("lp %%facts.ranks%% %%facts.days%%d", data, true)).toBe(
      "lp give ranks by {uuid} and end timed ones with accumulate 30d",
    )
  })

  it("splits prose into text and the code its facts mark, leaving the page's own text as it is", () => {
    expect(replaceFactTokensInProse("For ranks, %%facts.ranks%% (`x` stays). %%facts.days%% days", data)).toEqual([
      { code: false, value: "For ranks, give ranks by " },
      { code: true, value: "{uuid}" },
      { code: false, value: " and end timed ones with " },
      { code: true, value: "accumulate" },
      { code: false, value: " (`x` stays). 30 days" },
    ])
    expect(replaceFactTokensInProse("no facts here", data)).toEqual([{ code: false, value: "no facts here" }])
  })

  it("names an unknown fact", () => {
    expect(() => replaceFactTokensInProse("%%facts.missing%%", data)).toThrow(UnknownFactError)
  })
})
