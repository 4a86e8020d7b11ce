import remarkUnravelJsx from "../../../src/node/page-body/remark-unravel-jsx"

interface Node {
  type: string
  name?: string
  value?: string
  data?: Record<string, unknown>
  children?: Node[]
}

const jsx = (name: string, ...children: Node[]): Node => ({ type: "mdxJsxTextElement", name, children })
const text = (value: string): Node => ({ type: "text", value })
const expression = (value: string): Node => ({ type: "mdxTextExpression", value })
const paragraph = (...children: Node[]): Node => ({ type: "paragraph", children })
const run = (...children: Node[]) => {
  const tree: Node = { type: "root", children }
  remarkUnravelJsx()(tree)
  return tree.children!
}
/** Type and name of each node, nested, to compare shapes at a glance. */
const shape = (node: Node): unknown =>
  node.children
    ? [node.type, node.name ?? node.value ?? "", node.children.map(shape)]
    : [node.type, node.name ?? node.value]

describe("JSX written alone in a paragraph", () => {
  it("becomes blocks in the paragraph's place, whitespace between them dropped", () => {
    const nodes = run(text("before"), paragraph(jsx("Callout"), text("\n "), jsx("Tabs")), text("after"))
    expect(nodes.map(shape)).toEqual([
      ["text", "before"],
      ["mdxJsxFlowElement", "Callout", []],
      ["mdxJsxFlowElement", "Tabs", []],
      ["text", "after"],
    ])
  })

  it("turns an expression alone into a block expression", () => {
    expect(run(paragraph(expression("1 + 1"))).map(shape)).toEqual([["mdxFlowExpression", "1 + 1"]])
  })

  it("stays a paragraph when text stands beside the JSX", () => {
    const nodes = run(paragraph(text("Press "), jsx("Kbd", text("Ctrl")), text(" to search")))
    expect(nodes.map(shape)).toEqual([
      [
        "paragraph",
        "",
        [
          ["text", "Press "],
          ["mdxJsxTextElement", "Kbd", [["text", "Ctrl"]]],
          ["text", " to search"],
        ],
      ],
    ])
  })

  it("leaves a paragraph without JSX as it is", () => {
    expect(run(paragraph(text(" "))).map(shape)).toEqual([["paragraph", "", [["text", " "]]]])
  })

  it("applies inside other blocks and inside the unravelled elements", () => {
    const quote: Node = { type: "blockquote", children: [paragraph(jsx("Outer", paragraph(jsx("Inner"))))] }
    expect(run(quote).map(shape)).toEqual([
      ["blockquote", "", [["mdxJsxFlowElement", "Outer", [["mdxJsxFlowElement", "Inner", []]]]]],
    ])
  })

  it("marks every JSX element as written explicitly, inline ones included", () => {
    const [kept, block] = run(paragraph(text("a "), jsx("Kbd")), paragraph(jsx("Callout")))
    expect(kept.children![1].data).toEqual({ _mdxExplicitJsx: true })
    expect(block.data).toEqual({ _mdxExplicitJsx: true })
  })
})
