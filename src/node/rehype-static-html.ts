import { toHtml } from "hast-util-to-html"
import { collapseStaticSubtrees, type HastNode } from "../lib/mdx/static-html"

/**
 * Rehype plugin, last in the list: ships the parts of a page React never looks into as HTML
 * strings (why, and what stays a React element: src/lib/mdx/static-html.ts).
 */
export default function rehypeStaticHtml() {
  return (tree: HastNode, file: { data: Record<string, unknown> }) => {
    // Read by the recma step, which declares the strings in the compiled page (mdx-static-html.ts).
    file.data.staticHtml = collapseStaticSubtrees(tree, nodes =>
      toHtml({ type: "root", children: nodes } as Parameters<typeof toHtml>[0]),
    )
  }
}
