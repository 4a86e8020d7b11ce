import type { MdNode } from "../../lib/openapi/to-mdast"
import { keepTree } from "./tree-store"

/**
 * Remark plugin, last in the list: keeps the tree the page's HTML is made from — after the
 * OpenAPI, Twig and product-token generators — for the Markdown twin written in onPostBuild.
 * It only holds a reference, so it costs the compile nothing and no page is compiled an extra
 * time. After it run only gatsby-plugin-mdx's own remark steps (images lifted out of their
 * paragraphs, raw HTML — which MDX never produces — made spans) and remark-rehype, which reads.
 */
export default function remarkKeepTree() {
  return (tree: MdNode, file: { path?: string }) => {
    if (file.path) keepTree(file.path, tree)
  }
}
