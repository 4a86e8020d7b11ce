import path from "node:path"
import type { MdNode } from "../../src/lib/markdown/mdast"
import remarkTwig from "../../src/node/remark-twig"
import { ROOT_DIR } from "../../src/node/product"

const FILE = { path: path.join(ROOT_DIR, "content/docs/website-designs/filters/formatting.mdx") }
const root = (...children: MdNode[]): MdNode => ({ type: "root", children })
const fence = (lang: string, meta: string | null, value: string): MdNode => ({ type: "code", lang, meta, value })
const element = (name: string, attributes: Record<string, string> = {}): MdNode => ({
  type: "mdxJsxFlowElement",
  name,
  attributes: Object.entries(attributes).map(([key, value]) => ({ type: "mdxJsxAttribute", name: key, value })),
  children: [],
})
const run = (tree: MdNode) => {
  remarkTwig()(tree, FILE)
  return tree
}
const attrs = (node: MdNode) => Object.fromEntries((node.attributes ?? []).map(a => [a.name, a.value]))
const headings = (tree: MdNode) =>
  (tree.children ?? []).filter(n => n.type === "heading").map(n => n.children?.[0]?.value)

describe("live examples", () => {
  it("become the playground with the output rendered at build time", () => {
    const tree = run(root(fence("twig", "live", "{{ 3|ordinal }}"), fence("html", "output", "3rd")))
    const [live, output] = tree.children!
    expect(live.name).toBe("LiveTwig")
    expect(attrs(live)).toEqual({ source: "{{ 3|ordinal }}", output: "3rd", preview: "3rd" })
    expect(output).toMatchObject({ type: "code", lang: "html", meta: 'title="Output"', value: "3rd" })
  })

  it("carry a template error and its line instead of an output", () => {
    const tree = run(root(fence("twig", 'live title="Broken"', "ok\n{{ 1|nope }}")))
    expect(attrs(tree.children![0])).toMatchObject({
      title: "Broken",
      errorLine: "2",
      error: expect.stringContaining('Unknown filter "nope"'),
    })
  })

  it("sanitise the preview but keep the raw output for the HTML view", () => {
    const tree = run(root(fence("twig", "live", '<p onclick="x()">{{ "a"|upper }}</p>')))
    expect(attrs(tree.children![0])).toMatchObject({ output: '<p onclick="x()">A</p>', preview: "<p>A</p>" })
  })

  it("leave other Twig code blocks as they are", () => {
    const tree = run(root(fence("twig", null, "{{ x }}")))
    expect(tree.children!.map(n => n.type)).toEqual(["code"])
  })
})

describe("generated reference", () => {
  it("expands a filter into its heading, signature, arguments, return value and notes", () => {
    const tree = run(root(element("TwigReference", { kind: "filter", name: "money" })))
    expect(headings(tree)).toEqual(["money"])
    const types = tree.children!.map(n => n.type)
    expect(types).toEqual(expect.arrayContaining(["heading", "paragraph", "code", "table", "list"]))
    expect(tree.children!.find(n => n.type === "code")).toMatchObject({
      lang: "twig",
      value: expect.stringMatching(/^value\|money\(/),
    })
  })

  it("titles a function with its parentheses", () => {
    expect(headings(run(root(element("TwigReference", { kind: "function", name: "store_products" }))))).toEqual([
      "store_products()",
    ])
  })

  it("stops the build on an unknown name, naming the file and the fix", () => {
    expect(() => run(root(element("TwigReference", { kind: "filter", name: "mony" })))).toThrow(
      'content/docs/website-designs/filters/formatting.mdx: <TwigReference kind="filter" name="mony" /> names no Questforge Twig filter. Fix: use a name from src/lib/twig (kind is "filter" or "function").',
    )
  })

  it("links every definition of a category from an index table", () => {
    const [table] = run(root(element("TwigIndex", { kind: "filter", category: "formatting" }))).children!
    const firstLink = table.children![1].children![0].children![0]
    expect(firstLink).toMatchObject({ type: "link", url: "/website-designs/filters/formatting#money" })
    expect(() => run(root(element("TwigIndex", { kind: "filter", category: "nope" })))).toThrow("matches nothing")
  })

  it("generates the global variables reference from the sample context", () => {
    const tree = run(root(element("GlobalVariables")))
    expect(headings(tree)).toEqual(["site", "user", "store", "servers", "theme", "request"])
  })
})
