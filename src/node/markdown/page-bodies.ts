import { toPlainMdast } from "../../lib/markdown/plain-mdast"
import { queueFlowMdast } from "../../lib/openapi/queue-flow"
import { loadProduct } from "../product"
import { serializeMarkdown } from "./serialize"
import { keptTree, saveBody } from "./tree-store"

/** A page compiled from a content file, as the Markdown twin needs it. */
export interface BodyPage {
  /** The content file, absolute (gatsby-plugin-mdx's `contentFilePath`). */
  file: string
  /** The page's URL path, e.g. `/store/products`. */
  pagePath: string
}

/**
 * The Markdown body of a page compiled in this build, from the tree the remark plugin kept
 * (./remark-keep-tree.ts), saved for the Markdown step and for warm builds; null when this
 * build did not compile the page.
 */
export function serializeKeptPage({ file, pagePath }: BodyPage): string | null {
  const tree = keptTree(file)
  if (!tree) return null
  const product = loadProduct()
  const plain = toPlainMdast(tree, {
    siteUrl: product.urls.docs.replace(/\/$/, ""),
    pagePath,
    productName: product.name,
    productUrls: product.urls,
    facts: product.facts,
    textOf: { QueueFlowDiagram: queueFlowMdast },
  })
  const body = serializeMarkdown(plain)
  saveBody(file, body)
  return body
}
