import { extractLiveExamples, outputOf } from "../../../src/lib/playground/examples"

const page = (...blocks: string[]) => blocks.join("\n\n")

describe("reading live examples from a page", () => {
  it("pairs a live fence with the output fence right after it", () => {
    const examples = extractLiveExamples(
      page("Intro", "```twig live\n{{ 5|ordinal }}\n```", "```html output\n5th\n```"),
    )
    expect(examples).toEqual([{ index: 1, line: 3, source: "{{ 5|ordinal }}", expected: "5th" }])
  })

  it("leaves an example without output when prose separates the two fences", () => {
    const examples = extractLiveExamples(page("```twig live\n{{ 1 }}\n```", "Some words.", "```html output\n1\n```"))
    expect(examples[0].expected).toBeNull()
  })

  it("ignores Twig fences that are not live and output fences on their own", () => {
    expect(extractLiveExamples(page("```twig\n{{ 1 }}\n```", "```html output\n1\n```"))).toEqual([])
  })

  it("numbers several examples in page order", () => {
    const examples = extractLiveExamples(
      page("```twig live\na\n```", "```text output\na\n```", '```twig live title="Two"\nb\n```'),
    )
    expect(examples.map(e => [e.index, e.source, e.expected])).toEqual([
      [1, "a", "a"],
      [2, "b", null],
    ])
  })
})

describe("comparing a result with the documented output", () => {
  it("trims the rendered HTML", () => {
    expect(outputOf({ ok: true, html: "\n<p>x</p>\n" })).toBe("<p>x</p>")
  })

  it("prints an error with its line", () => {
    expect(outputOf({ ok: false, error: { message: 'Unknown filter "mony". Did you mean "money"?', line: 2 } })).toBe(
      'Line 2: Unknown filter "mony". Did you mean "money"?',
    )
  })
})
