import type { MdNode } from "../../../src/lib/markdown/mdast"
import { twinTree } from "../../../src/node/markdown/page-bodies"
import { serializeMarkdown } from "../../../src/node/markdown/serialize"

const twinBody = (tree: MdNode, pagePath: string) => serializeMarkdown(twinTree(tree, pagePath))
import remarkTwinBody, { type TwinData } from "../../../src/node/markdown/remark-twin-body"

// mdast-util-to-markdown is ESM only, which this Jest setup does not load; the tree that would be
// serialised is what these tests compare. Like it, the stand-in throws on a node it cannot handle.
jest.mock("../../../src/node/markdown/serialize", () => ({
  serializeMarkdown: (tree: unknown) => {
    const json = JSON.stringify(tree)
    if (json.includes('"no-such-node"')) throw new Error("Cannot handle unknown node `no-such-node`")
    return json
  },
}))

/** A page's tree as the last remark step sees it: a heading, prose with a relative link, a list. */
function tree(n: number): MdNode {
  return {
    type: "root",
    children: [
      { type: "heading", depth: 2, children: [{ type: "text", value: `Step ${n}` }] },
      {
        type: "paragraph",
        children: [
          { type: "text", value: `Page ${n} links to ` },
          { type: "link", url: "/store/products", children: [{ type: "text", value: "products" }] },
          { type: "text", value: "." },
        ],
      },
      {
        type: "list",
        ordered: false,
        children: Array.from({ length: 20 }, (_, i) => ({
          type: "listItem",
          children: [{ type: "paragraph", children: [{ type: "text", value: `Item ${i} of page ${n}` }] }],
        })),
      },
    ],
  } as unknown as MdNode
}

describe("the Markdown twin's body of a page", () => {
  it("is serialised from the page's tree, its site links made absolute", () => {
    const body = twinBody(tree(1), "/test/a")
    expect(body).toContain('"value":"Step 1"')
    expect(body).toContain('"url":"https://docs.questforge.example/store/products"')
  })

  it("is made by the last remark step into the compiled file's data, as a tree serialised later", () => {
    const file: { data: TwinData } = { data: { pagePath: "/test/b" } }
    remarkTwinBody()(tree(2), file)
    expect(serializeMarkdown(file.data.twinTree!)).toBe(twinBody(tree(2), "/test/b"))
  })

  it("needs the page's path, which the page compile sets", () => {
    expect(() => remarkTwinBody()(tree(3), { data: {} })).toThrow(
      "The page compile sets the page's path before the twin is made",
    )
  })
})
