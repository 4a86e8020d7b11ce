import path from "node:path"
import type { MdNode } from "../../../lib/openapi/to-mdast"
import { ROOT_DIR } from "../../product"
import { keepTree, keptTree, keptTrees, loadBody, saveBody } from "../tree-store"

const page = () =>
  ({
    type: "root",
    position: { start: { line: 1, column: 1 }, end: { line: 3, column: 1 } },
    children: [
      {
        type: "heading",
        depth: 2,
        position: { start: { line: 1, column: 1 }, end: { line: 1, column: 9 } },
        data: { hProperties: { id: "limits" } },
        children: [{ type: "text", value: "Limits" }],
      },
      {
        type: "mdxJsxFlowElement",
        name: "Note",
        attributes: [{ type: "mdxJsxAttribute", name: "data", value: "kept" }],
        children: [{ type: "paragraph", children: [{ type: "text", value: "Up to 46 changes." }] }],
      },
    ],
  }) as unknown as MdNode

describe("kept Markdown trees", () => {
  const file = path.join(ROOT_DIR, "content/docs/basic/website-pages.mdx")

  it("gives back the tree without positions and plugin data, keyed by the file's project path", () => {
    keepTree(file, page())
    expect(keptTrees().has("content/docs/basic/website-pages.mdx")).toBe(true)
    const tree = keptTree(file) as unknown as { position?: unknown; children: Record<string, unknown>[] }
    expect(tree.position).toBeUndefined()
    expect(tree.children[0]).toEqual({ type: "heading", depth: 2, children: [{ type: "text", value: "Limits" }] })
    // An attribute named `data` is a value, not plugin data.
    expect(tree.children[1].attributes).toEqual([{ type: "mdxJsxAttribute", name: "data", value: "kept" }])
  })

  it("keeps the tree as it was when kept: later steps of the compile do not change it", () => {
    const tree = page()
    keepTree(file, tree)
    ;(tree.children as MdNode[]).pop()
    expect((keptTree(file)?.children ?? []).length).toBe(2)
  })

  it("has nothing for a page this build did not compile", () => {
    expect(keptTree(path.join(ROOT_DIR, "content/docs/not-compiled.mdx"))).toBeUndefined()
  })
})

describe("Markdown bodies", () => {
  it("gives the Markdown step the body the page compile saved, by the page's file", () => {
    saveBody(path.join(ROOT_DIR, "content/docs/store/products.mdx"), "## Commands\n\nRun `give`.\n")
    expect(loadBody(path.join(ROOT_DIR, "content/docs/store/products.mdx"))).toBe("## Commands\n\nRun `give`.\n")
    expect(loadBody(path.join(ROOT_DIR, "content/docs/store/coupons.mdx"))).toBeNull()
  })
})
