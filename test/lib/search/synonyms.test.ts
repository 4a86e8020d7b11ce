import path from "node:path"
import { loadSynonyms } from "../../../src/node/search/synonyms-file"
import { isSignpost, isTroubleshooting } from "../../../src/lib/search/signposts"
import { hostedSynonyms, synonymTable, tableFor } from "../../../src/lib/search/synonyms"
import { parseSynonyms } from "../../../src/lib/search/synonyms-schema"

describe("the readers' vocabulary", () => {
  const table = synonymTable({
    equivalent: [["voucher", "gift card"]],
    oneWay: [{ input: "donate", synonyms: ["purchase", "store"] }],
  })

  it("maps each phrase, by stems, to the phrases it also finds: both ways for equivalents, one way for rules", () => {
    expect(table.get("voucher")).toEqual([["gift", "card"]])
    expect(table.get("gift card")).toEqual([["voucher"]])
    expect(table.get("donat")).toEqual([["purchas"], ["store"]])
    expect(table.get("purchas")).toBeUndefined()
  })

  it("applies the developer's rules to a query worded by someone writing code, and to no other", () => {
    const both = synonymTable({
      equivalent: [],
      oneWay: [{ input: "wallet", synonyms: ["balance"] }],
      developer: [{ input: "player", synonyms: ["user"] }],
    })
    expect(tableFor(both, "get a player's groups from my bot").get("player")).toEqual([["user"]])
    expect(tableFor(both, "get a player's groups from my bot").get("wallet")).toEqual([["balanc"]])
    expect(tableFor(both, "ban a player from the website").get("player")).toBeUndefined()
    expect(both.get("player")).toBeUndefined()
    expect(
      hostedSynonyms({ equivalent: [], oneWay: [], developer: [{ input: "player", synonyms: ["user"] }] }),
    ).toEqual([])
  })

  it("publishes the same data as hosted synonym objects", () => {
    expect(
      hostedSynonyms({
        equivalent: [["voucher", "gift card"]],
        oneWay: [{ input: "Flash sale", synonyms: ["store discount"] }],
      }),
    ).toEqual([
      { objectID: "eq-voucher-gift-card", type: "synonym", synonyms: ["voucher", "gift card"] },
      { objectID: "ow-flash-sale", type: "oneWaySynonym", input: "Flash sale", synonyms: ["store discount"] },
    ])
  })

  it("rejects a bad file naming the file, the field and the fix", () => {
    expect(() => parseSynonyms({ equivalent: [["alone"]] }, "content/search-synonyms.yaml")).toThrow(
      "content/search-synonyms.yaml: search synonyms field `equivalent.0` must list at least two phrases. Fix: list groups of phrases that mean the same",
    )
    expect(() => parseSynonyms({ oneway: [] }, "f.yaml")).toThrow("unknown field `oneway`")
    expect(() => parseSynonyms({ oneWay: [{ input: "how to", synonyms: ["x y"] }] }, "f.yaml")).toThrow(
      "must contain a word that is searched",
    )
  })

  it("the site's file is valid and no phrase means two different things", () => {
    const synonyms = loadSynonyms(path.resolve(__dirname, "../../.."))
    expect(synonyms.equivalent.length + synonyms.oneWay.length).toBeGreaterThan(20)
    const groups = synonyms.equivalent.map(group =>
      group.map(
        phrase =>
          synonymTable({ equivalent: [[phrase, "zzz"]], oneWay: [] })
            .keys()
            .next().value,
      ),
    )
    const seen = new Map<string, number>()
    groups.forEach((keys, i) =>
      keys.forEach(key => {
        expect(`${key} in groups ${seen.get(key!) ?? i} and ${i}`).toBe(`${key} in groups ${i} and ${i}`)
        seen.set(key!, i)
      }),
    )
  })
})

describe("signposts", () => {
  it("are category indexes and link-list sections, not pages that mention related things", () => {
    expect(isSignpost("/category/store", ["Store", "Store"])).toBe(true)
    expect(isSignpost("/api/category/websites", ["API", "Websites"])).toBe(true)
    expect(isSignpost("/store/products#related", ["Store", "Products", "Related"])).toBe(true)
    expect(isSignpost("/store/products#see-also", ["Store", "Products", "See also"])).toBe(true)
    expect(isSignpost("/store/related-products", ["Store", "Related"])).toBe(false)
    expect(isSignpost("/store/products#commands", ["Store", "Products", "Commands"])).toBe(false)
  })
})

describe("troubleshooting sections", () => {
  it("are the records under a Troubleshooting or Common mistakes heading, at any level", () => {
    expect(isTroubleshooting(["Store", "Products", "Troubleshooting"])).toBe(true)
    expect(isTroubleshooting(["Website designs", "Forum module functions", "Common patterns", "Troubleshooting"])).toBe(
      true,
    )
    expect(isTroubleshooting(["Integrations", "Custom leaderboards", "Limits and common mistakes"])).toBe(true)
    expect(isTroubleshooting(["Store", "Products", "Commands"])).toBe(false)
    expect(isTroubleshooting(["Reference", "Troubleshooting"])).toBe(false)
  })
})
