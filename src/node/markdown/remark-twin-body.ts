import type { MdNode } from "../../lib/markdown/mdast"
import { twinTree } from "./page-bodies"

/** What the page compile (src/node/page-body/compile.ts) puts in and reads out of the page's file data. */
export interface TwinData {
  /** In: the page's URL path, which its twin's links are made absolute against. */
  pagePath?: string
  /** Out: the Markdown twin as plain Markdown's tree, which the page compile serialises. */
  twinTree?: MdNode
}

/**
 * Remark plugin, last in the list: makes the page's Markdown twin from the tree as it is here
 * — after the OpenAPI, Twig and product-token generators, before remark-rehype — into the
 * file's data, so the page is compiled once for both its HTML and its twin. The twin is a tree
 * of its own (nothing later in the pipeline changes it); serialising it, most of the twin's
 * cost, is left to the page compile, which may do it after the pages are handed over.
 */
export default function remarkTwinBody() {
  return (tree: MdNode, file: { data: TwinData }) => {
    if (file.data.pagePath === undefined)
      throw new Error("The page compile sets the page's path before the twin is made")
    file.data.twinTree = twinTree(tree, file.data.pagePath)
  }
}
