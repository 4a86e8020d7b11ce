import type { MdNode } from "../../lib/openapi/to-mdast"
import { PAGE_COMPONENTS } from "../../lib/mdx/page-components"
import { importNode } from "../mdx-imports"
import remarkPageComponents, { pageComponentImports } from "../remark-page-components"

const jsx = (name: string, ...children: MdNode[]): MdNode => ({ type: "mdxJsxFlowElement", name, children })

describe("remark-page-components", () => {
  it("imports each component a page uses from its module, once, however deep", () => {
    const tree: MdNode = {
      type: "root",
      children: [
        jsx("Note", { type: "paragraph", children: [{ type: "mdxJsxTextElement", name: "ProductName" } as MdNode] }),
        jsx("Tabs", jsx("TabItem", jsx("Warning")), jsx("TabItem")),
        jsx("Note"),
        jsx("LiveTwig"),
      ],
    }
    expect(pageComponentImports(tree, "/site")).toEqual(
      new Map([
        ["/site/src/components/mdx/Admonition", ["Note", "Warning"]],
        ["/site/src/components/mdx/ProductFacts", ["ProductName"]],
        ["/site/src/components/mdx/Tabs", ["Tabs", "TabItem"]],
      ]),
    )
  })

  it("leaves names the page imports itself, and adds nothing to a page without components", () => {
    const own = importNode(new Map([["./my-note", ["Note"]]]))
    const tree: MdNode = { type: "root", children: [own, jsx("Note"), { type: "paragraph", children: [] }] }
    expect(pageComponentImports(tree, "/site").size).toBe(0)
    remarkPageComponents()(tree)
    expect(tree.children).toHaveLength(3)
  })

  it("puts one mdxjsEsm import first, with the estree MDX reads", () => {
    const tree: MdNode = { type: "root", children: [jsx("EndpointBanner")] }
    remarkPageComponents()(tree)
    const [first] = tree.children!
    expect(first.type).toBe("mdxjsEsm")
    expect(first.value).toMatch(/^import \{ EndpointBanner \} from ".*src\/components\/api\/EndpointBanner"$/)
    const body = (first as { data?: { estree?: { body: { type: string }[] } } }).data!.estree!.body
    expect(body.map(statement => statement.type)).toEqual(["ImportDeclaration"])
  })

  it("names modules that exist", () => {
    for (const module of new Set(Object.values(PAGE_COMPONENTS))) {
      expect(() => require.resolve(`../../${module}`)).not.toThrow()
    }
  })
})
