import { fence, paragraph, strong, text, type MdNode } from "./mdast"

/** Building blocks of plain-mdast.ts: node makers and the Markdown form of single elements. */

type Attribute = { name: string; value: unknown }

export const ADMONITIONS: Record<string, string> = {
  Note: "Note",
  Tip: "Tip",
  Info: "Info",
  Warning: "Warning",
  Danger: "Danger",
}
export const DROPPED = new Set(["mdxjsEsm", "mdxFlowExpression", "mdxTextExpression", "yaml", "toml"])

export const FLOW = new Set([
  "paragraph",
  "heading",
  "code",
  "blockquote",
  "list",
  "table",
  "thematicBreak",
  "definition",
])

export function attr(node: MdNode, name: string): string | undefined {
  const found = (node.attributes as Attribute[] | undefined)?.find(a => a.name === name)?.value
  return typeof found === "string" ? found : undefined
}

/**
 * Flow content from an element's children: a one-line element (`<summary>More</summary>`) holds
 * text, not a paragraph, and text among blocks would make the serialiser join the whole page
 * as one paragraph. Runs of inline nodes become paragraphs.
 */
export function asFlow(nodes: MdNode[]): MdNode[] {
  const out: MdNode[] = []
  let wrapper: MdNode | null = null
  for (const node of nodes) {
    if (FLOW.has(node.type)) {
      out.push(node)
      wrapper = null
    } else if (wrapper) wrapper.children!.push(node)
    else {
      wrapper = paragraph(node)
      out.push(wrapper)
    }
  }
  return out
}

/** A code fence keeps its language and title; highlight ranges and line numbers are display only. */
export function plainMeta(meta: string | null | undefined): string | null {
  return /title="[^"]*"/.exec(meta ?? "")?.[0] ?? null
}

/** `**Note:** …` (`**Warning: Its title** …` when titled) as the blockquote's first words, in its first paragraph when there is one. */
export function admonition(label: string, body: MdNode[]): MdNode {
  const [first, ...rest] = body
  const children =
    first?.type === "paragraph"
      ? [paragraph(strong(label), text(" "), ...(first.children ?? [])), ...rest]
      : [paragraph(strong(label)), ...body]
  return { type: "blockquote", children }
}

/** A live example: its template, then the output the build rendered (or its error), then its log. */
export function liveExample(node: MdNode): { nodes: MdNode[]; shown: string } {
  const title = attr(node, "title")
  const output = attr(node, "output")
  const error = attr(node, "error")
  const line = attr(node, "errorLine")
  const log = attr(node, "log")
  const shown = output ?? `${line ? `Line ${line}: ` : ""}${error ?? ""}`
  const nodes = [
    paragraph(strong(title ? `Example: ${title}` : "Example")),
    fence("twig", attr(node, "source") ?? ""),
    paragraph(text(output !== undefined ? "Output:" : "Error:")),
    fence(output !== undefined ? "html" : "text", shown),
    ...(log ? [paragraph(text("Log:")), fence("text", log)] : []),
  ]
  return { nodes, shown }
}
