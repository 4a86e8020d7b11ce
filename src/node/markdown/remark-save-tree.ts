import type { MdNode } from "../../lib/openapi/to-mdast"
import { saveTree } from "./tree-store"

/**
 * Remark plugin, last in the list: keeps the tree the page's HTML is made from — after the
 * OpenAPI, Twig and product-token generators — for the Markdown twin written in onPostBuild.
 * It reads the tree and changes nothing, so the page is not compiled an extra time.
 */
export default function remarkSaveTree() {
  return (tree: MdNode, file: { path?: string }) => {
    if (file.path) saveTree(file.path, tree)
  }
}
