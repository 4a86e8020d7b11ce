import { tocFromHast, type TocHastNode } from "../lib/toc"

/**
 * Rehype plugin, after rehype-slug and before the "#" anchors: the page's table of contents,
 * read from the page's one compile (src/node/page-body/compile.ts takes it from the file's data).
 */
export function rehypeToc() {
  return (tree: TocHastNode, file: { data: Record<string, unknown> }) => {
    file.data.tableOfContents = tocFromHast(tree)
  }
}
