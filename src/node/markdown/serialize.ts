import { gfmToMarkdown } from "mdast-util-gfm"
import { toMarkdown } from "mdast-util-to-markdown"
import type { MdNode } from "../../lib/markdown/mdast"

/**
 * The tree with line breaks inside table cells turned into spaces. A GitHub table row is one
 * line, so the serializer would write a break as `&#xA;`; text from the API description's
 * folded YAML blocks keeps its line breaks, which in HTML are only spaces.
 */
function oneLineCells(node: MdNode, inCell = false): MdNode {
  if (inCell && node.type === "text" && node.value?.includes("\n"))
    return { ...node, value: node.value.replace(/[ \t]*\n[ \t]*/g, " ") }
  if (!node.children) return node
  const cell = inCell || node.type === "tableCell"
  return { ...node, children: node.children.map(child => oneLineCells(child, cell)) }
}

/** Markdown text of plain mdast, GitHub tables included; `-` bullets and fenced code, as CONTENT-GUIDE writes them. */
export function serializeMarkdown(tree: MdNode): string {
  return toMarkdown(oneLineCells(tree) as Parameters<typeof toMarkdown>[0], {
    // Table cells unpadded: aligned columns only cost bytes (and time) for readers that are programs.
    extensions: [gfmToMarkdown({ tablePipeAlign: false })],
    bullet: "-",
    fences: true,
    listItemIndent: "one",
    rule: "-",
  })
}
