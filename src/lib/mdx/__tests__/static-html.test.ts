import { mdxComponents } from "../../../components/mdx/mdx-components"
import { REPLACED_ELEMENTS } from "../replaced-elements"
import { collapseStaticSubtrees, isStatic, rootAttributes, type HastNode } from "../static-html"

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
const htmlOf = (node: HastNode) => {
  const attribute = (node.attributes as { name: string; value: { data: { estree: unknown } } }[]).find(
    a => a.name === "dangerouslySetInnerHTML",
  )!
  const program = attribute.value.data.estree as {
    body: { expression: { properties: { key: { name: string }; value: { value: string } }[] } }[]
  }
  const [property] = program.body[0].expression.properties
  expect(property.key.name).toBe("__html")
  return property.value.value
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
    expect(collapseStaticSubtrees(tree, fakeHtml)).toBe(1)
    const [ul] = tree.children!
    expect(ul).toMatchObject({ type: "mdxJsxFlowElement", name: "ul", data: { _mdxExplicitJsx: true }, children: [] })
    expect(ul.attributes).toContainEqual({ type: "mdxJsxAttribute", name: "className", value: "steps" })
    expect(htmlOf(ul)).toBe("<li>Open <em>Store</em></li><li>Save</li>")
  })

  it("keeps replaced elements as React elements and collapses what is inside or beside them", () => {
    const code = el("code", { className: ["language-bash"] }, el("span", { className: ["token"] }, text("npm")))
    const link = el("a", { href: "/store/products" }, text("Products"))
    const tree = el(
      "root",
      {},
      el("pre", {}, code),
      el("p", {}, text("See "), link, el("strong", {}, el("em", {}, text("now")))),
    )
    expect(collapseStaticSubtrees(tree, fakeHtml)).toBe(2)
    const [pre, p] = tree.children!
    expect(pre).toMatchObject({ type: "element", tagName: "pre" })
    expect(pre.children![0]).toMatchObject({ type: "mdxJsxFlowElement", name: "code" })
    expect(htmlOf(pre.children![0])).toBe("<span>npm</span>")
    expect(p.children![1]).toBe(link)
    expect(p.children![2]).toMatchObject({ type: "mdxJsxFlowElement", name: "strong" })
  })

  it("leaves text-only elements and elements with unknown properties as they are", () => {
    const cell = el("td", { align: "right" }, el("code", {}, text("10")), text(" coins"))
    const tree = el("root", {}, el("p", {}, text("Plain text.")), cell)
    expect(collapseStaticSubtrees(tree, fakeHtml)).toBe(0)
    expect(tree.children![0]).toMatchObject({ type: "element", tagName: "p" })
    expect(tree.children![1]).toBe(cell)
  })
})
