import { mdxComponents } from "../../../components/mdx/mdx-components"
import { REPLACED_ELEMENTS } from "../replaced-elements"
import { collapseStaticSubtrees, isStatic, MIN_TEXT_STRING, rootAttributes, type HastNode } from "../static-html"

const text = (value: string): HastNode => ({ type: "text", value })
const el = (tagName: string, properties: Record<string, unknown>, ...children: HastNode[]): HastNode => ({
  type: "element",
  tagName,
  properties,
  children,
})
// A stand-in for hast-util-to-html: enough to show which nodes went into the string.
const fakeHtml = (nodes: HastNode[]): string =>
  nodes.map(n => (n.type === "text" ? n.value : `<${n.tagName}>${fakeHtml(n.children ?? [])}</${n.tagName}>`)).join("")
/** The string an element stands for: its `data-h` number, and the `_staticHtml(n)` call for it. */
let strings: string[] = []
const collapse = (tree: HastNode) => {
  strings = collapseStaticSubtrees(tree, fakeHtml)
  return strings.length
}
const htmlOf = (node: HastNode) => {
  const attributes = node.attributes as { name: string; value: unknown }[]
  const index = Number(attributes.find(a => a.name === "data-h")!.value)
  const html = attributes.find(a => a.name === "dangerouslySetInnerHTML")!.value as { data: { estree: unknown } }
  const program = html.data.estree as {
    body: { expression: { callee: { name: string }; arguments: { value: number }[] } }[]
  }
  expect(program.body[0].expression.callee.name).toBe("_staticHtml")
  expect(program.body[0].expression.arguments[0].value).toBe(index)
  return strings[index]
}

describe("REPLACED_ELEMENTS", () => {
  it("lists exactly the HTML elements the MDX components map replaces", () => {
    const lowercase = Object.keys(mdxComponents).filter(name => /^[a-z]/.test(name))
    expect(lowercase.sort()).toEqual([...REPLACED_ELEMENTS].sort())
  })
})

describe("isStatic", () => {
  it("accepts plain elements and text", () => {
    expect(isStatic(el("ul", {}, el("li", {}, text("One ")), el("li", {}, el("strong", {}, text("two")))))).toBe(true)
  })
  it.each(REPLACED_ELEMENTS)("refuses a subtree holding a replaced <%s>", tag => {
    expect(isStatic(el("div", {}, el("p", {}, el(tag, {}, text("x")))))).toBe(false)
  })
  it("refuses MDX components and expressions", () => {
    expect(isStatic(el("p", {}, { type: "mdxJsxTextElement", name: "ProductName", children: [] }))).toBe(false)
    expect(isStatic(el("p", {}, { type: "mdxTextExpression", value: "1 + 1" }))).toBe(false)
  })
})

describe("rootAttributes", () => {
  it("keeps class names, ids and data/aria attributes under their React names", () => {
    expect(
      rootAttributes({ className: ["language-js", "code-highlight"], id: "x", dataLine: 3, ariaHidden: "true" }),
    ).toEqual({ className: "language-js code-highlight", id: "x", "data-line": "3", "aria-hidden": "true" })
  })
  it("gives up on a property without a plain JSX equivalent", () => {
    expect(rootAttributes({ align: "right" })).toBeNull()
    expect(rootAttributes({ style: "color: red" })).toBeNull()
  })
})

describe("collapseStaticSubtrees", () => {
  it("turns the largest static subtree into its root plus an HTML string", () => {
    const tree = el(
      "root",
      {},
      el(
        "ul",
        { className: ["steps"] },
        el("li", {}, text("Open "), el("em", {}, text("Store"))),
        el("li", {}, text("Save")),
      ),
    )
    expect(collapse(tree)).toBe(1)
    const [ul] = tree.children!
    expect(ul).toMatchObject({ type: "mdxJsxFlowElement", name: "ul", data: { _mdxExplicitJsx: true }, children: [] })
    expect(ul.attributes).toContainEqual({ type: "mdxJsxAttribute", name: "className", value: "steps" })
    expect(htmlOf(ul)).toBe("<li>Open <em>Store</em></li><li>Save</li>")
  })

  it("keeps replaced elements as React elements and collapses what is inside or beside them", () => {
    const code = el("code", { className: ["language-bash"] }, el("span", { className: ["token"] }, text("npm")))
    const table = el("table", {}, el("tbody", {}, el("tr", {}, el("td", {}, text("1")))))
    const tree = el("root", {}, el("pre", {}, code), el("div", {}, table, el("strong", {}, el("em", {}, text("now")))))
    expect(collapse(tree)).toBe(3)
    const [pre, div] = tree.children!
    expect(pre).toMatchObject({ type: "element", tagName: "pre" })
    expect(pre.children![0]).toMatchObject({ type: "mdxJsxFlowElement", name: "code" })
    expect(htmlOf(pre.children![0])).toBe("<span>npm</span>")
    expect(div.children![0]).toBe(table)
    expect(htmlOf(table.children![0])).toBe("<tr><td>1</td></tr>")
    expect(div.children![1]).toMatchObject({ type: "mdxJsxFlowElement", name: "strong" })
  })

  it("collapses prose with links: links are plain HTML (their href and rel are set at build time)", () => {
    const link = el("a", { href: "/store/products" }, text("Products"))
    const tree = el("root", {}, el("p", {}, text("See "), link, text(".")))
    expect(collapse(tree)).toBe(1)
    expect(htmlOf(tree.children![0])).toBe("See <a>Products</a>.")
  })

  it("leaves short text-only elements and elements with unknown properties as they are", () => {
    const cell = el("td", { align: "right" }, el("code", {}, text("10")), text(" coins"))
    const tree = el("root", {}, el("p", {}, text("Plain text.")), cell)
    expect(collapse(tree)).toBe(0)
    expect(tree.children![0]).toMatchObject({ type: "element", tagName: "p" })
    expect(tree.children![1]).toBe(cell)
  })

  it("turns text-only elements into strings from MIN_TEXT_STRING characters", () => {
    const long = "x".repeat(MIN_TEXT_STRING)
    const tree = el("root", {}, el("p", {}, text(long.slice(1))), el("p", {}, text(long)))
    expect(collapse(tree)).toBe(1)
    expect(tree.children![0]).toMatchObject({ type: "element", tagName: "p" })
    expect(htmlOf(tree.children![1])).toBe(long)
  })
})
