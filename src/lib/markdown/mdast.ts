/**
 * Minimal mdast (Markdown syntax tree) shapes and their makers, for the content the site
 * generates (API operations, the Twig reference, the queue diagram's text) and the Markdown
 * twins: what remark turns into HTML, and MDX into JSX.
 */
export type MdNode = {
  type: string
  value?: string
  depth?: number
  lang?: string
  meta?: string | null
  url?: string
  name?: string
  align?: (string | null)[]
  attributes?: { type: "mdxJsxAttribute"; name: string; value: string }[]
  children?: MdNode[]
  data?: { hProperties?: Record<string, string> }
}

export const text = (value: string): MdNode => ({ type: "text", value })
/** Inline code: `value`. */
export const code = (value: string): MdNode => ({ type: "inlineCode", value })
export const strong = (value: string): MdNode => ({ type: "strong", children: [text(value)] })
export const paragraph = (...children: MdNode[]): MdNode => ({ type: "paragraph", children })
export const heading = (depth: number, value: string): MdNode => ({ type: "heading", depth, children: [text(value)] })
/** A fenced code block. */
export const fence = (lang: string, value: string, meta: string | null = null): MdNode => ({
  type: "code",
  lang,
  meta,
  value,
})

/** An MDX element (`<Name attribute="value">children</Name>`) with string attributes. */
export const jsxElement = (name: string, attributes: Record<string, string>, children: MdNode[] = []): MdNode => ({
  type: "mdxJsxFlowElement",
  name,
  attributes: Object.entries(attributes).map(([key, value]) => ({ type: "mdxJsxAttribute", name: key, value })),
  children,
})

/** A GitHub table: a header row of plain labels, then rows of cells (each a list of inline nodes). */
/**
 * A node with a class for the HTML only (the Markdown twin drops `data`): the generated
 * reference tables become stacked property lists in a narrow column (src/styles/content.css).
 */
export const withClass = (node: MdNode, className: string): MdNode => ({
  ...node,
  data: { hProperties: { className } },
})

export function table(header: string[], rows: MdNode[][][]): MdNode {
  const row = (cells: MdNode[][]) => ({
    type: "tableRow",
    children: cells.map(children => ({ type: "tableCell", children })),
  })
  return { type: "table", align: header.map(() => null), children: [row(header.map(h => [text(h)])), ...rows.map(row)] }
}
