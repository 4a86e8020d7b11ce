import rehypeTableLabels from "../../src/node/rehype-table-labels"
import type { BodyHast as HastNode } from "../../src/lib/page-body/body"
import { element, text } from "../support/hast"

const code = (value: string) => element("code", {}, text(value))
const row = (cell: string, ...cells: HastNode[][]) =>
  element("tr", {}, ...cells.map(children => element(cell, {}, ...children)))
const table = (properties: Record<string, unknown>, headings: HastNode[][], ...rows: HastNode[][][]) =>
  element(
    "table",
    properties,
    element("thead", {}, row("th", ...headings)),
    element("tbody", {}, ...rows.map(cells => row("td", ...cells))),
  )
const cells = (node: HastNode) =>
  (node.children?.[1].children ?? []).map(tr => (tr.children ?? []).map(td => td.properties?.dataLabel))

describe("rehype-table-labels", () => {
  it("labels each cell with its column's heading, as it reads, code included", () => {
    const settings = table(
      {},
      [[text("Field")], [text("Meaning")], [code("default"), text(" value")]],
      [[text("Name")], [text("Shown in the store")], [text("empty")]],
      [[text("Slug")], [text("Its address")], [text("from the name")]],
    )
    rehypeTableLabels()({ type: "root", children: [element("div", {}, settings)] })
    expect(settings.properties).toEqual({ className: ["stacks"] })
    expect(cells(settings)).toEqual([
      ["Field: ", "Meaning: ", "default value: "],
      ["Field: ", "Meaning: ", "default value: "],
    ])
  })

  it("leaves a cell under an empty heading, an empty cell and a one-column table unlabelled", () => {
    const compare = table(
      {},
      [[], [text("Ready theme")], [text("Your copy")]],
      [[text("Files")], [text("a")], [text(" ")]],
    )
    const list = table({}, [[text("Step")]], [[text("Connect a server")]])
    rehypeTableLabels()({ type: "root", children: [compare, list] })
    expect(cells(compare)).toEqual([[undefined, "Ready theme: ", undefined]])
    expect(list.properties).toEqual({})
    expect(cells(list)).toEqual([[undefined]])
  })

  it("punctuates a heading that is a question or already ends in a colon", () => {
    const questions = table({}, [[text("Moves?")], [text("Note:")]], [[text("Yes")], [text("Recreate it")]])
    rehypeTableLabels()({ type: "root", children: [questions] })
    expect(cells(questions)).toEqual([["Moves? ", "Note: "]])
  })

  it("leaves the generated reference tables, which lay themselves out, unlabelled", () => {
    const params = table(
      { className: ["api-params"] },
      [[text("Parameter")], [text("In")], [text("Description")]],
      [[code("limit")], [text("query")], [text("How many")]],
    )
    rehypeTableLabels()({ type: "root", children: [params] })
    expect(params.properties).toEqual({ className: ["api-params"] })
    expect(cells(params)).toEqual([[undefined, undefined, undefined]])
  })

  it("lets code with a space in a first column wrap, and keeps a name on one line", () => {
    const command = code("css_qf_addflags <steamid64> <flags>")
    const name = code("server-key")
    const later = code("a b")
    const commands = table(
      { className: ["api-errors"] },
      [[text("Command")], [text("What it does")]],
      [[command], [later]],
      [[name], [text("The key")]],
    )
    rehypeTableLabels()({ type: "root", children: [commands] })
    expect(command.properties).toEqual({ className: ["wraps"] })
    expect(name.properties).toEqual({})
    expect(later.properties).toEqual({})
  })
})
