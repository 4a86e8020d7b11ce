import { describeRepeat, findRepeatedSentences, sentencesOf, stripNonProse, unusedAllowEntries } from "../../../src/lib/content/repeated-sentences"

const LONG = "The plugin checks the command queue every minute and runs what it finds on the server."
const SHORT = "Select Save to keep your changes."

const page = (file: string, source: string) => ({ file, source })

describe("sentencesOf", () => {
  it("splits paragraphs into sentences and normalises whitespace", () => {
    expect(sentencesOf("First   sentence here.\nSecond one\n  continues.\n\nThird? Fourth!")).toEqual([
      "First sentence here.",
      "Second one continues.",
      "Third?",
      "Fourth!",
    ])
  })

  it("skips frontmatter, code fences, imports, JSX tags and comments", () => {
    const source = [
      "---",
      `title: ${LONG}`,
      "---",
      'import { Thing } from "./thing"',
      "",
      "```yaml",
      `comment: ${LONG}`,
      "```",
      "",
      '<Warning title="A title that is long enough to count as a sentence if it were prose.">',
      "",
      "Body text.",
      "",
      "</Warning>",
      "{/* A comment that is long enough to count as a sentence if it were prose text. */}",
    ].join("\n")
    expect(sentencesOf(source)).toEqual(["Body text."])
  })

  it("counts list items, headings and table cells as separate blocks", () => {
    const source = ["## Heading", "- one item", "- two item.", "", "| Field | Meaning |", "| --- | --- |", "| Name | The name. |"].join("\n")
    expect(sentencesOf(source)).toEqual(["Heading", "one item", "two item.", "Field", "Meaning", "Name", "The name."])
  })

  it("counts a link as its text", () => {
    expect(sentencesOf("See [the settings page](/settings/website-settings-basic#timezone).")).toEqual(["See the settings page."])
  })

  it("keeps inline code and emphasis as written", () => {
    expect(sentencesOf("Run `qf status` in **the console**.")).toEqual(["Run `qf status` in **the console**."])
  })

  it("leaves prose around a self-closing component", () => {
    expect(stripNonProse('Polls every <Fact k="plugin.pollSeconds" /> seconds.')).toContain("Polls every")
  })
})

describe("findRepeatedSentences", () => {
  it("finds a long sentence on two pages and names both files and the sentence", () => {
    const repeats = findRepeatedSentences([page("b.mdx", `Intro.\n\n${LONG}`), page("a.mdx", `Other text. ${LONG}`), page("c.mdx", "Nothing shared here.")])
    expect(repeats).toEqual([{ sentence: LONG, files: ["a.mdx", "b.mdx"] }])
    expect(describeRepeat(repeats[0])).toBe(`a.mdx and b.mdx both say: "${LONG}"`)
  })

  it("matches across different line wrapping", () => {
    const wrapped = LONG.replace("queue every", "queue\nevery")
    expect(findRepeatedSentences([page("a.mdx", LONG), page("b.mdx", wrapped)])).toHaveLength(1)
  })

  it("names every page when more than two share a sentence", () => {
    const repeats = findRepeatedSentences([page("a.mdx", LONG), page("b.mdx", LONG), page("c.mdx", LONG)])
    expect(describeRepeat(repeats[0])).toBe(`a.mdx, b.mdx and c.mdx all say: "${LONG}"`)
  })

  it("matches a sentence with and without its final full stop", () => {
    expect(findRepeatedSentences([page("a.mdx", LONG), page("b.mdx", `| Key | ${LONG.slice(0, -1)} |`)])).toHaveLength(1)
  })

  it("ignores short sentences", () => {
    expect(SHORT.length).toBeLessThan(70)
    expect(findRepeatedSentences([page("a.mdx", SHORT), page("b.mdx", SHORT)])).toEqual([])
  })

  it("ignores a sentence shared only inside code", () => {
    const inCode = `\`\`\`text\n${LONG}\n\`\`\``
    expect(findRepeatedSentences([page("a.mdx", inCode), page("b.mdx", LONG)])).toEqual([])
  })

  it("ignores a sentence repeated within one page", () => {
    expect(findRepeatedSentences([page("a.mdx", `${LONG}\n\n${LONG}`)])).toEqual([])
  })

  it("skips allowed sentences and reports allow entries that match nothing", () => {
    const pages = [page("a.mdx", LONG), page("b.mdx", LONG)]
    const allow = [{ sentence: LONG, reason: "needed on both" }]
    expect(findRepeatedSentences(pages, { allow })).toEqual([])
    expect(unusedAllowEntries(pages, allow)).toEqual([])
    expect(unusedAllowEntries([page("a.mdx", LONG)], allow)).toEqual(allow)
  })

  it("honours a custom minimum length", () => {
    expect(findRepeatedSentences([page("a.mdx", SHORT), page("b.mdx", SHORT)], { minLength: 10 })).toHaveLength(1)
  })
})
