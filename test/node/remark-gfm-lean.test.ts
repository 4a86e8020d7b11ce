import { execFileSync } from "node:child_process"
import path from "node:path"
import { ROOT_DIR } from "../../src/node/product"

interface Result {
  expected: unknown
  actual: unknown
  gfmRuns: number
  leanRuns: number
}

const TEXTS = [
  // No candidate: the search is skipped.
  "# Products\n\nOpen **Dashboard → Store** and add a product.\n\n| Field | Value |\n| --- | --- |\n| Price | 4.99 |\n",
  "Text with `https://in.code` and\n\n```bash\ncurl https://api.example.com -u me@example.com\n```\n",
  // Candidates: the search runs and finds the same links.
  "Call https://api.questforge.example/v1/server/status every 60 s.",
  "See www.questforge.example/docs, or HTTPS://EXAMPLE.COM/Path).",
  "Write to support@questforge.example, not to me@localhost (no dot: no link).",
  "Already a link: [https://a.example](https://a.example) and <https://b.example>.",
  "A table cell: | https://c.example |\n| --- |\n| x@y.example |\n",
  "~~struck www.d.example~~ and a footnote[^1].\n\n[^1]: Mail ops@e.example.\n",
  "Not links: a@b, www, http://, email me @ noon.",
]

describe("remark-gfm-lean", () => {
  const results = JSON.parse(
    execFileSync(
      process.execPath,
      [path.join(ROOT_DIR, "node_modules/tsx/dist/cli.mjs"), "fixtures/gfm-lean-trees.ts"],
      {
        cwd: __dirname,
        input: JSON.stringify(TEXTS),
        encoding: "utf8",
      },
    ),
  ) as Result[]

  it("parses every text to the tree remark-gfm gives", () => {
    for (const [index, result] of results.entries()) {
      expect({ text: TEXTS[index], tree: result.actual }).toEqual({ text: TEXTS[index], tree: result.expected })
    }
  })

  it("runs the literal-autolink search only where a text node could hold a link", () => {
    expect(results.map(result => result.gfmRuns)).toEqual(TEXTS.map(() => 1))
    expect(results.map(result => result.leanRuns)).toEqual([0, 0, 1, 1, 1, 1, 1, 1, 1])
  })

  it("finds the links remark-gfm finds where there are some", () => {
    const links = (tree: unknown) => JSON.stringify(tree).match(/"type":"link"/g)?.length ?? 0
    expect(results.slice(2).map(result => links(result.actual))).toEqual([1, 2, 1, 2, 2, 2, 0])
  })
})
