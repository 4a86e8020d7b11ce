import type { MdNode } from "../../lib/openapi/to-mdast"
import { keepTree } from "./tree-store"

/**
 * Remark plugin, last in the list: keeps the tree the page's HTML is made from — after the
 * OpenAPI, Twig and product-token generators — for the Markdown twin written in onPostBuild,
 * so no page is compiled an extra time. The tree is kept as it is here, as compact JSON
 * (./tree-store.ts, ~1 ms a page): the steps after this one are gatsby-plugin-mdx's own (images
 * lifted out of their paragraphs, raw HTML — which MDX never produces — made spans), which the
 * twin does without, and remark-rehype, which reads.
 */
export default function remarkKeepTree() {
  return (tree: MdNode, file: { path?: string }) => {
    if (file.path) keepTree(file.path, tree)
  }
}
