import { bodyOfHast, BodyError, componentsOf, reactProps, type BodyHast } from "../../../src/lib/page-body/body"
import { element as el, text } from "../../support/hast"

const jsx = (name: string | null, attributes: Record<string, unknown>, ...children: BodyHast[]): BodyHast => ({
  type: "mdxJsxFlowElement",
  name,
  attributes: Object.entries(attributes).map(([key, value]) => ({ type: "mdxJsxAttribute", name: key, value })),
  children,
})
const root = (...children: BodyHast[]): BodyHast => ({ type: "root", children })
// A stand-in serialiser that shows exactly which nodes became a string.
const toHtml = (nodes: BodyHast[]): string =>
  nodes
    .map(node =>
      node.type === "text" ? node.value : `<${node.tagName}>${toHtml(node.children ?? [])}</${node.tagName}>`,
    )
    .join("")
const body = (tree: BodyHast) => bodyOfHast(tree, toHtml, name => ["Note", "Tabs", "TabItem"].includes(name))

describe("a page's body", () => {
  it("ships an element React never looks into as its props and inner HTML", () => {
    expect(body(root(el("p", { className: ["lead", "x"] }, text("Open "), el("strong", {}, text("Store")))))).toEqual([
      { t: "p", a: { className: "lead x" }, h: "Open <strong>Store</strong>" },
    ])
  })

  it("keeps text-only elements as children, and whitespace between blocks as text", () => {
    expect(body(root(el("h2", { id: "setup" }, text("Set up")), text("\n")))).toEqual([
      { t: "h2", a: { id: "setup" }, k: ["Set up"] },
      "\n",
    ])
  })

  it("keeps components, replaced elements and what holds them as nodes with their children", () => {
    const tree = root(
      jsx("Note", { title: "Before you start" }, el("p", {}, text("Read "), el("em", {}, text("this")))),
      el("div", {}, el("pre", { dataTitle: "shell" }, el("code", {}, text("npm test")))),
    )
    expect(body(tree)).toEqual([
      { t: "Note", a: { title: "Before you start" }, k: [{ t: "p", h: "Read <em>this</em>" }] },
      { t: "div", k: [{ t: "pre", a: { "data-title": "shell" }, k: [{ t: "code", k: ["npm test"] }] }] },
    ])
    expect(componentsOf(body(tree))).toEqual(new Set(["Note"]))
  })

  it("renders HTML written as JSX as the element it is", () => {
    expect(body(root(jsx("details", { open: null }, jsx("summary", {}, text("More")))))).toEqual([
      { t: "details", a: { open: true }, k: [{ t: "summary", k: ["More"] }] },
    ])
  })

  it("drops comments, and rejects code, imports and unknown components with the fix", () => {
    expect(body(root({ type: "mdxFlowExpression", value: "/* why */" }))).toEqual([])
    const fails = (tree: BodyHast, message: RegExp) => expect(() => body(tree)).toThrow(message)
    fails(root({ type: "mdxFlowExpression", value: "1 + 1" }), /is code/)
    fails(root({ type: "mdxjsEsm", value: 'import X from "./x"' }), /pages import nothing/)
    fails(root(jsx("Chart", {})), /<Chart> is not a component pages can use/)
    fails(
      root(jsx("Note", { title: { type: "mdxJsxAttributeValueExpression", value: "t" } })),
      /write the attribute as title="value"/,
    )
    expect(() => body(root(jsx("Chart", {})))).toThrow(BodyError)
  })
})

describe("reactProps", () => {
  it("gives hast properties React's names", () => {
    expect(
      reactProps({ className: ["a", "b"], dataLine: "3", ariaHidden: "true", tabIndex: -1, hidden: false }),
    ).toEqual({
      className: "a b",
      "data-line": "3",
      "aria-hidden": "true",
      tabIndex: -1,
    })
    expect(() => reactProps({ style: "color: red" })).toThrow(/class instead/)
  })
})
