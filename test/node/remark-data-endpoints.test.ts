import path from "node:path"
import type { MdNode } from "../../src/lib/markdown/mdast"
import { ROOT_DIR } from "../../src/node/product"
import remarkDataEndpoints from "../../src/node/remark-data-endpoints"

const FILE = { path: path.join(ROOT_DIR, "content/docs/website-designs/data-endpoints.mdx") }
const response = (attributes: Record<string, string>): MdNode => ({
  type: "mdxJsxFlowElement",
  name: "DataResponse",
  attributes: Object.entries(attributes).map(([name, value]) => ({ type: "mdxJsxAttribute", name, value })),
  children: [],
})
const run = (...children: MdNode[]) => {
  const tree: MdNode = { type: "root", children: [{ type: "mdxJsxFlowElement", name: "details", children }] }
  remarkDataEndpoints()(tree, FILE)
  return tree.children![0].children!
}

describe("<DataResponse />", () => {
  it("becomes a JSON block titled with the path, holding the endpoint's body", () => {
    const [block] = run(response({ path: "/data/store/goal.json" }))
    expect(block).toMatchObject({ type: "code", lang: "json", meta: 'title="/data/store/goal.json"' })
    expect(JSON.parse(block.value!)).toEqual({
      goal: expect.objectContaining({ title: "Monthly server costs", percent: 44, reached: false }),
    })
  })

  it("puts each record of a list on one line with compact", () => {
    const [open, compact] = run(
      response({ path: "/data/store/categories.json" }),
      response({ path: "/data/store/categories.json", compact: "" }),
    )
    expect(compact.value!.split("\n")).toHaveLength(8)
    expect(open.value!.split("\n").length).toBeGreaterThan(8)
    expect(JSON.parse(compact.value!)).toEqual(JSON.parse(open.value!))
  })

  it("fails the build with the file and the fix for a path that is no endpoint", () => {
    expect(() => run(response({ path: "/data/store/product.json" }))).toThrow(
      /content\/docs\/website-designs\/data-endpoints\.mdx: <DataResponse path="\/data\/store\/product\.json" \/>: .*is not a data endpoint.*Fix:/,
    )
    expect(() => run(response({}))).toThrow(/path attribute is missing/)
  })
})
