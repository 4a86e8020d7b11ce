import { gfmToMarkdown } from "mdast-util-gfm"
import { toMarkdown } from "mdast-util-to-markdown"
import type { MdNode } from "../../lib/markdown/mdast"

/** Markdown text of plain mdast, GitHub tables included; `-` bullets and fenced code, as CONTENT-GUIDE writes them. */
export function serializeMarkdown(tree: MdNode): string {
  return toMarkdown(tree as Parameters<typeof toMarkdown>[0], {
    // Table cells unpadded: aligned columns only cost bytes (and time) for readers that are programs.
    extensions: [gfmToMarkdown({ tablePipeAlign: false })],
    bullet: "-",
    fences: true,
    listItemIndent: "one",
    rule: "-",
  })
}
