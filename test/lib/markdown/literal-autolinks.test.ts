import { mayHoldLiteralAutolink, skipIdleAutolinkTransform } from "../../../src/lib/markdown/literal-autolinks"

interface Node {
  type: string
  value?: string
  children?: Node[]
}
const text = (value: string): Node => ({ type: "text", value })
const paragraph = (...children: Node[]): Node => ({ type: "paragraph", children })
const root = (...children: Node[]): Node => ({ type: "root", children })

describe("literal autolink candidates", () => {
  it("are text nodes at any depth with a scheme, www. or an at sign, in any case", () => {
    expect(mayHoldLiteralAutolink(root(paragraph(text("Open the dashboard."))))).toBe(false)
    for (const value of ["see http://a.example", "HTTPS://A.EXAMPLE", "www.a.example", "Www.A", "me@a.example"]) {
      expect(mayHoldLiteralAutolink(root(paragraph(text("x"), { type: "emphasis", children: [text(value)] })))).toBe(
        true,
      )
    }
  })

  it("are not code, inline code or HTML, which the search never looks into", () => {
    const tree = root(
      { type: "code", value: "curl https://a.example" },
      paragraph({ type: "inlineCode", value: "me@a.example" }, { type: "html", value: "<a href='http://x'>" }),
    )
    expect(mayHoldLiteralAutolink(tree)).toBe(false)
  })
})

describe("skipIdleAutolinkTransform", () => {
  const setUp = () => {
    const runs: unknown[] = []
    const autolinks = { transforms: [(tree: never) => void runs.push(tree)], enter: {} }
    const other = { transforms: [(tree: never) => void runs.push(["other", tree])] }
    const list = [other, [{ enter: {} }, autolinks]]
    return { runs, autolinks, other, list }
  }

  it("replaces the extension where it is registered, nested lists included, and leaves the rest", () => {
    const { autolinks, other, list } = setUp()
    expect(skipIdleAutolinkTransform(list, autolinks)).toBe(true)
    expect(list[0]).toBe(other)
    const replaced = (list[1] as object[])[1] as typeof autolinks
    expect(replaced).not.toBe(autolinks)
    expect(replaced.enter).toBe(autolinks.enter)
    expect(autolinks.transforms).toHaveLength(1) // the library's own object is left as it was
  })

  it("runs the transform on a tree that may hold a link and not on one that cannot", () => {
    const { runs, autolinks, list } = setUp()
    skipIdleAutolinkTransform(list, autolinks)
    const [transform] = ((list[1] as object[])[1] as typeof autolinks).transforms
    const plain = root(paragraph(text("No link here.")))
    const linked = root(paragraph(text("Mail ops@a.example")))
    transform(plain as never)
    transform(linked as never)
    expect(runs).toEqual([linked])
  })

  it("reports an extension it cannot find", () => {
    const { autolinks } = setUp()
    expect(skipIdleAutolinkTransform([[{ enter: {} }]], autolinks)).toBe(false)
  })
})
