import { toPlainMdast } from "../../lib/markdown/plain-mdast"
import type { MdNode } from "../../lib/openapi/to-mdast"
import { queueFlowMdast } from "../../lib/openapi/queue-flow"
import { docsSiteUrl, loadProduct } from "../product"
import { serializeMarkdown } from "./serialize"

/**
 * The Markdown twin's body of a page, from its tree after the generators (./remark-twin-body.ts):
 * components become plain Markdown, site links absolute URLs.
 */
export function twinBody(tree: MdNode, pagePath: string): string {
  const product = loadProduct()
  const plain = toPlainMdast(tree, {
    siteUrl: docsSiteUrl(product),
    pagePath,
    productName: product.name,
    productUrls: product.urls,
    facts: product.facts,
    textOf: { QueueFlowDiagram: queueFlowMdast },
  })
  return serializeMarkdown(plain)
}
