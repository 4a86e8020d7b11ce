import { code, paragraph, strong, text, type MdNode } from "./mdast"

/**
 * Descriptions written in data files (the API description, the Twig definitions) in a small
 * subset of Markdown, as mdast: `code`, **bold**, paragraphs and bullet lists.
 */

/** Inline Markdown of descriptions: `code` and **bold** only; everything else stays text. */
export function inline(markdown: string): MdNode[] {
  const nodes: MdNode[] = []
  const pattern = /`([^`]+)`|\*\*([^*]+)\*\*/g
  let last = 0
  for (const match of markdown.matchAll(pattern)) {
    if (match.index! > last) nodes.push(text(markdown.slice(last, match.index)))
    nodes.push(match[1] !== undefined ? code(match[1]) : strong(match[2]))
    last = match.index! + match[0].length
  }
  if (last < markdown.length) nodes.push(text(markdown.slice(last)))
  return nodes
}

/** A description becomes paragraphs and bullet lists (blank-line separated), lines folded. */
export function prose(markdown: string | undefined): MdNode[] {
  if (!markdown) return []
  return markdown
    .trim()
    .split(/\n\s*\n/)
    .map(block => {
      const lines = block.split("\n").map(line => line.trim())
      if (lines[0].startsWith("- ")) {
        // Continuation lines belong to the item above them.
        const items: string[] = []
        for (const line of lines) {
          if (line.startsWith("- ")) items.push(line.slice(2))
          else items[items.length - 1] += ` ${line}`
        }
        return {
          type: "list",
          ordered: false,
          spread: false,
          children: items.map(item => ({ type: "listItem", spread: false, children: [paragraph(...inline(item))] })),
        } as MdNode
      }
      return paragraph(...inline(lines.join(" ")))
    })
}
