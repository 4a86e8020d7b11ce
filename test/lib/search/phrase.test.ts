import type { StoredHit } from "../../../src/lib/search/local-index"
import { byPhrase, phraseShare } from "../../../src/lib/search/phrase"
import { parseQuery } from "../../../src/lib/search/query"
import { synonymTable } from "../../../src/lib/search/synonyms"

const synonyms = synonymTable({ equivalent: [["voucher", "gift card"]], oneWay: [] })
const parse = (query: string) => parseQuery(query, synonyms, () => true)
const text = (c: string): StoredHit => ({ u: "/p#s", t: "content", h: ["Docs", "Page", "Section"], c })
const title = (h1: string, c: string | null = null): StoredHit => ({ u: "/p", t: "lvl1", h: ["Docs", h1], c })

describe("phraseShare", () => {
  it("counts the query's adjacent word pairs that stand together, stop words aside", () => {
    const query = parse("commands stuck on waiting for player")
    // "waiting for player" stands as typed; "commands" and "waiting" have a word between them.
    expect(phraseShare(query, text("Commands stay Waiting for player until the buyer joins."))).toBe(0.5)
    expect(phraseShare(query, text("Commands wait for the player."))).toBe(1)
    expect(phraseShare(query, text("A player runs commands while the server is waiting."))).toBe(0)
  })

  it("reads a pair in either order, and a synonym phrase as one word", () => {
    expect(phraseShare(parse("staff applications"), text("Applications for staff are reviewed weekly."))).toBe(1)
    expect(phraseShare(parse("voucher balance"), text("Redeem a gift card balance at checkout."))).toBe(1)
  })

  it("reads a page's title and summary apart, and gives nothing to a query of one word", () => {
    expect(phraseShare(parse("staff applications"), title("Forms", "Build staff applications and appeals."))).toBe(1)
    expect(phraseShare(parse("staff applications"), title("Staff", "Applications and appeals."))).toBe(0)
    expect(phraseShare(parse("applications"), text("Staff applications."))).toBe(0)
  })
})

describe("byPhrase", () => {
  it("puts a record holding the words together before a slightly stronger one holding one of them", () => {
    const hits = [title("Team users", "Invite staff to your dashboard."), text("Build staff applications as forms.")]
    const page = [
      { id: "title", score: 10 },
      { id: "section", score: 9 },
    ]
    const { shown, stored } = byPhrase(parse("staff applications"), page, hits)
    expect(shown.map(entry => entry.id)).toEqual(["section", "title"])
    expect(stored).toEqual([hits[1], hits[0]])
  })

  it("puts a record holding the whole query as typed before a stronger one holding most of its pairs", () => {
    const hits = [text("An invalid domain name means the site key is wrong."), text("Invalid domain for site key.")]
    const page = [
      { id: "most pairs", score: 12 },
      { id: "whole query", score: 10 },
    ]
    expect(byPhrase(parse("invalid domain for site key"), page, hits).shown.map(entry => entry.id)).toEqual([
      "whole query",
      "most pairs",
    ])
  })

  it("keeps the order of a much stronger record, and of equals", () => {
    const hits = [title("Team users"), text("Build staff applications as forms."), text("Staff and applications.")]
    const page = [
      { id: "title", score: 20 },
      { id: "section", score: 9 },
      { id: "other", score: 9 },
    ]
    expect(byPhrase(parse("staff applications"), page, hits).shown.map(entry => entry.id)).toEqual([
      "title",
      "section",
      "other",
    ])
    expect(byPhrase(parse("staff"), page.slice(1), hits.slice(1)).shown.map(entry => entry.id)).toEqual([
      "section",
      "other",
    ])
  })
})
