import { contentLink, EXTERNAL_REL } from "../lib/paths/content-link"
import type { BodyHast as HastNode } from "../lib/page-body/body"

/**
 * Rehype plugin: every link of a page's content gets its final `href` and `rel` at build time,
 * so links are plain HTML (and can ship inside the page's static HTML strings): page links are
 * normalised (no `.html` endings), links to other sites get `rel="noopener
 * noreferrer"`. The browser routes page links on the client and prefetches them
 * (src/app/content-links.ts), as Gatsby's <Link> would.
 */
export function finishContentLinks(node: HastNode): void {
  if (node.type === "element" && node.tagName === "a" && typeof node.properties?.href === "string") {
    const link = contentLink(node.properties.href)
    node.properties.href = link.href
    if (link.kind === "external") node.properties.rel = EXTERNAL_REL.split(" ")
  }
  node.children?.forEach(finishContentLinks)
}

export default function rehypeContentLinks() {
  return (tree: HastNode) => finishContentLinks(tree)
}
