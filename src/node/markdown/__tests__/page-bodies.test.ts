import path from "node:path"
import type { MdNode } from "../../../lib/openapi/to-mdast"
import { ROOT_DIR } from "../../product"
import { serializeKeptPage } from "../page-bodies"
import { keepTree, keptTrees } from "../tree-store"

// Saved bodies would land in the project's .cache: recorded here instead.
const saved = new Map<string, string>()
let saves = 0
jest.mock("../tree-store", () => ({
  ...jest.requireActual("../tree-store"),
  saveBody: (file: string, body: string) => {
    saves += 1
    saved.set(file, body)
  },
}))
// mdast-util-to-markdown is ESM only, which this Jest setup does not load; the tree that would be
// serialised is what these tests compare. Like it, the stand-in throws on a node it cannot handle.
jest.mock("../serialize", () => ({
  serializeMarkdown: (tree: unknown) => {
    const json = JSON.stringify(tree)
    if (json.includes('"no-such-node"')) throw new Error("Cannot handle unknown node `no-such-node`")
    return json
  },
}))

const file = (name: string) => path.join(ROOT_DIR, "content/docs/test", `${name}.mdx`)

/** A page's tree as the remark plugin keeps it: a heading, prose with a relative link, a list. */
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

beforeEach(() => {
  keptTrees().clear()
  saved.clear()
  saves = 0
})

describe("the Markdown body of a compiled page", () => {
  it("is serialised from the kept tree and saved for the Markdown step", () => {
    keepTree(file("a"), tree(1))
    const body = serializeKeptPage({ file: file("a"), pagePath: "/test/a" })
    expect(body).toContain("Step 1")
    expect(saved.get(file("a"))).toBe(body)
    expect(saves).toBe(1)
  })

  it("is null, and nothing is saved, for a page this build did not compile", () => {
    expect(serializeKeptPage({ file: file("b"), pagePath: "/test/b" })).toBeNull()
    expect(saves).toBe(0)
  })
})
