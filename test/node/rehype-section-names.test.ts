import rehypeSectionNames from "../../src/node/rehype-section-names"
import type { BodyHast as HastNode } from "../../src/lib/page-body/body"
import { element, text } from "../support/hast"

const anchor = (id: string) => element("a", { href: `#${id}`, className: ["heading-anchor"] }, text("#"))
const heading = (tag: string, id: string, ...children: HastNode[]) => element(tag, { id }, ...children, anchor(id))
const table = () => element("table", {}, element("tr", {}, element("td", {}, text("cell"))))

describe("rehype-section-names", () => {
  it("names each heading's link after the heading's text, without the '#'", () => {
    const h2 = heading("h2", "keys", text("API "), element("code", {}, text("keys")))
    rehypeSectionNames()({ type: "root", children: [h2] })
    expect(h2.children?.at(-1)?.properties).toEqual({
      href: "#keys",
      className: ["heading-anchor"],
      ariaLabel: "Link to section API keys",
    })
  })

  it("names each table after the heading it stands under, however deep, each name once", () => {
    const tables = [table(), table(), table(), table()]
    const tree: HastNode = {
      type: "root",
      children: [
        tables[0],
        heading("h2", "parameters", text("Parameters")),
        element("div", {}, tables[1], tables[2]),
        heading("h3", "errors", text("Errors")),
        tables[3],
      ],
    }
    rehypeSectionNames()(tree)
    expect(tables.map(node => node.properties?.dataRegionName)).toEqual([
      "Table, scrolls sideways",
      "Parameters, table, scrolls sideways",
      "Parameters, table 2, scrolls sideways",
      "Errors, table, scrolls sideways",
    ])
  })
})
