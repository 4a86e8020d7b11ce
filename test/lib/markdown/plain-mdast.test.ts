import type { MdNode } from "../../../src/lib/markdown/mdast"
import { toPlainMdast, type PlainOptions } from "../../../src/lib/markdown/plain-mdast"

const OPTIONS: PlainOptions = {
  siteUrl: "https://docs.example.test",
  pagePath: "/store/products",
  productName: "Questforge",
  productUrls: { dashboard: "https://panel.example.test" },
  facts: { plugin: { pollSeconds: 60 } },
}
const text = (value: string): MdNode => ({ type: "text", value })
const paragraph = (...children: MdNode[]): MdNode => ({ type: "paragraph", children })
const root = (...children: MdNode[]): MdNode => ({ type: "root", children })
const jsx = (name: string, attributes: Record<string, string> = {}, children: MdNode[] = [], flow = true): MdNode => ({
  type: flow ? "mdxJsxFlowElement" : "mdxJsxTextElement",
  name,
  attributes: Object.entries(attributes).map(([key, value]) => ({ type: "mdxJsxAttribute", name: key, value })),
  children,
})
const plain = (...children: MdNode[]) => toPlainMdast(root(...children), OPTIONS).children!

describe("page trees as plain Markdown", () => {
  it("turn admonitions into blockquotes that start with a bold label", () => {
    const [note, titled] = plain(
      jsx("Note", {}, [paragraph(text("Mind this."))]),
      jsx("Warning", { title: "Before you start" }, [{ type: "list", children: [] }]),
    )
    expect(note).toEqual({
      type: "blockquote",
      children: [paragraph({ type: "strong", children: [text("Note:")] }, text(" "), text("Mind this."))],
    })
    expect(titled.type).toBe("blockquote")
    expect(titled.children![0]).toEqual(paragraph({ type: "strong", children: [text("Warning: Before you start")] }))
    expect(titled.children![1].type).toBe("list")
  })

  it("turn each tab into a heading one level below the section it is in", () => {
    const nodes = plain(
      { type: "heading", depth: 2, children: [text("Code samples")] },
      jsx("Tabs", { groupId: "code-language" }, [
        jsx("TabItem", { label: "curl" }, [{ type: "code", lang: "bash", meta: null, value: "curl …" }]),
        jsx("TabItem", { label: "PHP" }, [{ type: "code", lang: "php", meta: null, value: "<?php" }]),
      ]),
    )
    expect(nodes.map(n => [n.type, n.depth ?? n.lang])).toEqual([
      ["heading", 2],
      ["heading", 3],
      ["code", "bash"],
      ["heading", 3],
      ["code", "php"],
    ])
    expect(nodes[3].children).toEqual([text("PHP")])
  })

  it("give a live example its template and build-time output, without the page's identical output fence", () => {
    const nodes = plain(
      jsx("LiveTwig", { source: "{{ 3|ordinal }}", output: "3rd", preview: "3rd", title: "Ordinals" }),
      { type: "code", lang: "html", meta: 'title="Output"', value: "3rd\n" },
    )
    expect(nodes.map(n => n.type)).toEqual(["paragraph", "code", "paragraph", "code"])
    expect(nodes[0].children![0].children).toEqual([text("Example: Ordinals")])
    expect(nodes[1]).toMatchObject({ lang: "twig", value: "{{ 3|ordinal }}" })
    expect(nodes[3]).toMatchObject({ lang: "html", value: "3rd" })
  })

  it("give a failing live example its error with the line", () => {
    const nodes = plain(jsx("LiveTwig", { source: "{{ 1|nope }}", error: 'Unknown filter "nope"', errorLine: "1" }))
    expect(nodes[2].children).toEqual([text("Error:")])
    expect(nodes[3]).toMatchObject({ lang: "text", value: 'Line 1: Unknown filter "nope"' })
  })

  it("print product elements and the endpoint banner as their values", () => {
    const [sentence, banner] = plain(
      paragraph(
        jsx("ProductName", {}, [], false),
        text(" polls every "),
        jsx("Fact", { k: "plugin.pollSeconds" }, [], false),
        text(" s; "),
        jsx("ProductLink", { to: "dashboard", path: "/servers" }, [], false),
      ),
      jsx("EndpointBanner", { method: "GET", path: "/v1/queue", server: "https://api.example.test" }),
    )
    expect(sentence.children).toEqual([
      text("Questforge"),
      text(" polls every "),
      text("60"),
      text(" s; "),
      {
        type: "link",
        url: "https://panel.example.test/servers",
        children: [text("https://panel.example.test/servers")],
      },
    ])
    expect(banner.children).toEqual([
      { type: "strong", children: [text("GET")] },
      text(" "),
      { type: "inlineCode", value: "https://api.example.test/v1/queue" },
    ])
    expect(() => plain(jsx("Fact", { k: "no.such" }))).toThrow('<Fact k="no.such" />')
  })

  it("make site links absolute and leave other links alone", () => {
    const link = (url: string): MdNode => ({ type: "link", url, children: [text("x")] })
    const [p] = plain(
      paragraph(link("/store/coupons#limits"), link("#commands"), link("https://github.com/x"), link("//cdn.test/a")),
    )
    expect(p.children!.map(n => n.url)).toEqual([
      "https://docs.example.test/store/coupons#limits",
      "https://docs.example.test/store/products#commands",
      "https://github.com/x",
      "//cdn.test/a",
    ])
  })

  it("drop ESM, expressions and display-only code meta, and keep code titles", () => {
    const nodes = plain(
      { type: "mdxjsEsm", value: "import x from 'y'" },
      { type: "mdxFlowExpression", value: "/* note */" },
      { type: "code", lang: "yaml", meta: 'title="config.yml" {2} showLineNumbers', value: "a: 1" },
    )
    expect(nodes).toEqual([{ type: "code", lang: "yaml", meta: 'title="config.yml"', value: "a: 1" }])
  })

  it("draw diagrams through their text form, and refuse an element with no Markdown form", () => {
    const options = { ...OPTIONS, textOf: { Diagram: () => [paragraph(text("Step 1"))] } }
    expect(toPlainMdast(root(jsx("Diagram")), options).children).toEqual([paragraph(text("Step 1"))])
    expect(() => plain(jsx("Chart"))).toThrow("<Chart /> has no Markdown form")
    expect(plain(jsx("Wrapper", {}, [paragraph(text("kept"))]))).toEqual([paragraph(text("kept"))])
  })

  it("wrap the text of one-line elements in paragraphs, so blocks stay blocks", () => {
    const details = jsx("details", {}, [
      jsx("summary", {}, [text("Full "), { type: "inlineCode", value: "response" }]),
      { type: "code", lang: "json", meta: null, value: "{}" },
    ])
    expect(plain(details, jsx("Tip", {}, [text("One line.")]))).toEqual([
      paragraph(text("Full "), { type: "inlineCode", value: "response" }),
      { type: "code", lang: "json", meta: null, value: "{}" },
      {
        type: "blockquote",
        children: [paragraph({ type: "strong", children: [text("Tip:")] }, text(" "), text("One line."))],
      },
    ])
  })

  it("never change the tree the HTML is made from", () => {
    const tree = root(jsx("Note", {}, [paragraph({ type: "link", url: "/a", children: [text("a")] })]))
    const before = JSON.stringify(tree)
    toPlainMdast(tree, OPTIONS)
    expect(JSON.stringify(tree)).toBe(before)
  })
})
