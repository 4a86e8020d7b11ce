import { toPlainMdast } from "../../lib/markdown/plain-mdast"
import type { MdNode } from "../../lib/markdown/mdast"
import { queueFlowMdast } from "../../lib/openapi/queue-flow"
import { docsSiteUrl, loadProduct } from "../product"

/**
 * The Markdown twin of a page as a tree, from its tree after the generators
 * (./remark-twin-body.ts): components become plain Markdown, site links absolute URLs.
 */
export function twinTree(tree: MdNode, pagePath: string): MdNode {
  const product = loadProduct()
  return toPlainMdast(tree, {
    siteUrl: docsSiteUrl(product),
    pagePath,
    productName: product.name,
    productUrls: product.urls,
    facts: product.facts,
    textOf: { QueueFlowDiagram: queueFlowMdast },
  })
}
