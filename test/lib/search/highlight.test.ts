import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { highlight, snippet } from "../../../src/lib/search/highlight"
import { termOf } from "../../../src/lib/search/text"

const tags = { pre: "<mark>", post: "</mark>" }

describe("highlight", () => {
  it("marks words that start with a matched term, keeping their case", () => {
    expect(highlight("Connect PayPal webhooks to PayPal", ["paypal"], tags)).toEqual({
      value: "Connect <mark>PayPal</mark> webhooks to <mark>PayPal</mark>",
      matchLevel: "full",
      matchedWords: ["paypal"],
    })
  })

  it("reports a partial match when only some query words are found", () => {
    expect(highlight("Store coupons", ["coupon", "vouchers"], tags).matchLevel).toBe("partial")
  })

  it("leaves markup in the text as text: only the tags are added", () => {
    expect(highlight("<img src=x onerror=alert(1)> paypal", ["paypal"], tags).value).toBe(
      "<img src=x onerror=alert(1)> <mark>paypal</mark>",
    )
  })
})

describe("snippet", () => {
  const text = "one two three four five six seven eight nine ten eleven twelve paypal thirteen fourteen fifteen sixteen"

  it("keeps at most ten words around the first match, with ellipses where cut", () => {
    const result = snippet(text, ["paypal"], tags, 10)
    expect(result.value).toBe("… eight nine ten eleven twelve <mark>paypal</mark> thirteen fourteen fifteen sixteen")
    expect(result.value.replace(/… |<\/?mark>| …/g, "").split(" ")).toHaveLength(10)
  })

  it("keeps five words on narrow screens", () => {
    expect(snippet(text, ["paypal"], tags, 5).value).toBe("… twelve <mark>paypal</mark> thirteen fourteen fifteen …")
  })

  it("starts at the sentence that holds the match", () => {
    const prose =
      "Install the plugin on every server first. Then LuckPerms gives the rank to players who pay in the store. Refunds take it back."
    expect(snippet(prose, ["luckperm"], tags, 10).value).toBe(
      "… Then <mark>LuckPerms</mark> gives the rank to players who pay in …",
    )
    // Far into a long sentence, the words around the match are shown instead.
    expect(snippet(`Start. ${text}`, ["paypal"], tags, 5).value).toBe(
      "… twelve <mark>paypal</mark> thirteen fourteen fifteen …",
    )
  })

  it("starts at the beginning when nothing matches", () => {
    expect(snippet(text, ["zzz"], tags, 3).value).toBe("one two three …")
  })
})

describe("the first-letter shortcut of highlighting", () => {
  // Highlighting stems a word only when it starts like a term: it relies on the stemmer keeping
  // a plain word's first letter. Checked over every word the site's own pages use.
  it("holds for every plain word of the site's content", () => {
    const root = path.resolve(__dirname, "../../../content")
    const words = new Set<string>()
    for (const file of readdirSync(root, { recursive: true }) as string[])
      if (file.endsWith(".mdx"))
        for (const word of readFileSync(path.join(root, file), "utf8")
          .toLowerCase()
          .match(/[a-z0-9][a-z0-9_'-]*/g) ?? [])
          words.add(word)
    expect(words.size).toBeGreaterThan(3000)
    const changed = [...words].filter(word => {
      const term = termOf(word)
      return term !== null && term[0] !== word[0]
    })
    expect(changed).toEqual([])
  })

  it("still marks a word whose stem is the term", () => {
    expect(highlight("Every company sells", ["compani"], tags).value).toBe("Every <mark>company</mark> sells")
    expect(highlight("Our companies sell", ["compani"], tags).value).toBe("Our <mark>companies</mark> sell")
  })
})
