import type { BodyHast as HastNode } from "../lib/page-body/body"

/** A table needs two columns to have a row name and a value; a one-column table is a plain list already. */
const MIN_COLUMNS = 2

const isElement = (node: HastNode, tagName: string) => node.type === "element" && node.tagName === tagName
const childrenNamed = (node: HastNode | undefined, tagName: string) =>
  (node?.children ?? []).filter(child => isElement(child, tagName))
const textOf = (node: HastNode): string =>
  node.type === "text" ? (node.value ?? "") : (node.children ?? []).map(textOf).join("")

/**
 * Rehype plugin: a prose table is marked `stacks`, and each cell that holds something carries
 * its column's heading as `data-label`, punctuated to stand before the value ("Default: ",
 * "Secret? "). In a column as narrow as a phone's the stylesheet lays such a table out as one
 * block per row, each value after its label (src/styles/content.css): as a table, its last
 * columns sat off-screen, and a long command or URL in one cell made the whole table scroll
 * sideways. The first cell is labelled too: in a table that contrasts two columns ("Instead of" |
 * "Sell") the row's first value means nothing without its heading. The generated reference
 * tables, which carry a class of their own and their own narrow layout, are left alone.
 */
export default function rehypeTableLabels() {
  const label = (table: HastNode) => {
    const headings = childrenNamed(childrenNamed(childrenNamed(table, "thead")[0], "tr")[0], "th").map(th =>
      textOf(th).trim(),
    )
    if (headings.length < MIN_COLUMNS) return
    table.properties = { ...table.properties, className: ["stacks"] }
    for (const row of childrenNamed(childrenNamed(table, "tbody")[0], "tr")) {
      childrenNamed(row, "td").forEach((cell, column) => {
        const heading = headings[column]
        if (heading && textOf(cell).trim())
          cell.properties = { ...cell.properties, dataLabel: /[?!:]$/.test(heading) ? `${heading} ` : `${heading}: ` }
      })
    }
  }
  // The stylesheet keeps code in a first column on one line, as the name of a setting or key;
  // code with a space there is a command or a message, which may be wider than the column.
  const markWrappingCode = (table: HastNode) => {
    const visit = (node: HastNode) => {
      if (isElement(node, "code") && /\s/.test(textOf(node).trim()))
        node.properties = { ...node.properties, className: ["wraps"] }
      else node.children?.forEach(visit)
    }
    for (const section of [...childrenNamed(table, "thead"), ...childrenNamed(table, "tbody")])
      for (const row of childrenNamed(section, "tr")) {
        const first = row.children?.find(cell => isElement(cell, "td") || isElement(cell, "th"))
        if (first) visit(first)
      }
  }
  const walk = (node: HastNode) => {
    if (isElement(node, "table")) {
      if (node.properties?.className === undefined) label(node)
      markWrappingCode(node)
      return
    }
    node.children?.forEach(walk)
  }
  return (tree: HastNode) => walk(tree)
}
