import type { MdNode } from "../../lib/openapi/to-mdast"
import { twinBody } from "./page-bodies"

/** What the page compile (src/node/page-body/compile.ts) puts in and reads out of the page's file data. */
export interface TwinData {
  /** In: the page's URL path, which its twin's links are made absolute against. */
  pagePath?: string
  /** Out: the Markdown twin's body. */
  twinBody?: string
}

/**
 * Remark plugin, last in the list: serialises the page's Markdown twin from the tree as it is
 * here — after the OpenAPI, Twig and product-token generators, before remark-rehype — into the
 * file's data, so the page is compiled once for both its HTML and its twin.
 */
export default function remarkTwinBody() {
  return (tree: MdNode, file: { data: TwinData }) => {
    if (file.data.pagePath === undefined)
      throw new Error("The page compile sets the page's path before the twin is made")
    file.data.twinBody = twinBody(tree, file.data.pagePath)
  }
}
