import { parseQuery } from "../../../src/lib/search/query"
import { NO_SYNONYMS, synonymTable } from "../../../src/lib/search/synonyms"

const parse = (query: string) => parseQuery(query, synonymTable(NO_SYNONYMS), () => true)
const boostOf = (query: string, term: string) => parse(query).leaves.find(leaf => leaf.term === term)?.boost

describe("parseQuery", () => {
  it("weighs 'api' beside other words below them: it says who asks more than what about", () => {
    expect(boostOf("tell the api a command failed", "api")).toBeLessThan(
      boostOf("tell the api a command failed", "command")!,
    )
    expect(boostOf("api", "api")).toBe(1)
    // Still a concept of the query: a record with it covers more of the query than one without.
    expect(parse("api rate limit").concepts.map(concept => concept.alternatives)).toEqual([
      [["api"]],
      [["rate"]],
      [["limit"]],
    ])
  })

  it("finds a synonym phrase whose stop words the typed span holds: 'pay what you want' is three terms in four words", () => {
    const table = synonymTable({
      equivalent: [],
      oneWay: [{ input: "pay what you want", synonyms: ["custom amount"] }],
    })
    const { concepts } = parseQuery("pay what you want amount", table, () => true)
    expect(concepts.map(concept => concept.alternatives)).toEqual([
      [
        ["pay", "what", "want"],
        ["custom", "amount"],
      ],
      [["amount"]],
    ])
  })

  it("leaves out what a question says around its subject: 'what happens to' names no topic", () => {
    const terms = (query: string) => parse(query).concepts.map(concept => concept.alternatives[0].join(" "))
    expect(terms("what happens to purchases when my server is offline")).toEqual(["purchas", "server", "offlin"])
    expect(terms("nothing happens after purchase")).toEqual(["noth", "happen", "purchas"])
  })
})
