import { tocFromHast, type TocHastNode } from "../lib/toc"
import { attachToContent, jsonParse, type EsNode, type VFileLike } from "./mdx-estree"

// The table of contents comes from the page's one compile (the one webpack's loader runs),
// not from a compile of its own: a rehype step reads the headings once ids are set, and a
// recma step attaches the result to the compiled page component as `tableOfContents`, where
// the page template reads it (src/lib/toc.ts, `tocOfContent`).

/** Rehype plugin, after rehype-slug and before the "#" anchors. */
export function rehypeToc() {
  return (tree: TocHastNode, file: VFileLike) => {
    file.data.tableOfContents = tocFromHast(tree)
  }
}

/** Recma plugin: `MDXContent.tableOfContents = JSON.parse("[…]")` at the end of the module. */
export function recmaToc() {
  return (tree: { body: EsNode[] }, file: VFileLike) => {
    attachToContent(tree, file, "tableOfContents", jsonParse(file.data.tableOfContents ?? []))
  }
}
