import { headingAnchorName, tableRegionNamer } from "../lib/headings/section-names"
import type { BodyHast as HastNode } from "../lib/page-body/body"

const HEADINGS = new Set(["h2", "h3", "h4", "h5", "h6"])

const isAnchor = (node: HastNode) => {
  const className = node.properties?.className
  return node.tagName === "a" && Array.isArray(className) && className.includes("heading-anchor")
}

/** A heading's text as a reader sees it, without its "#" link. */
const textOf = (node: HastNode): string =>
  node.type === "text" ? (node.value ?? "") : isAnchor(node) ? "" : (node.children ?? []).map(textOf).join("")

/**
 * Rehype plugin, after the "#" anchors: names what a screen reader would otherwise announce
 * alike on every section. Each heading's link is named "Link to section <heading>" (its visible
 * text is only "#"), and each table carries the name of the heading it stands under, which its
 * component gives the region the table scrolls sideways in (src/components/mdx/ScrollableTable.tsx).
 */
export default function rehypeSectionNames() {
  return (tree: HastNode) => {
    const tableName = tableRegionNamer()
    let heading: string | null = null
    const walk = (node: HastNode) => {
      if (node.type === "element" && node.tagName && HEADINGS.has(node.tagName)) {
        heading = textOf(node).trim()
        const anchor = node.children?.find(isAnchor)
        if (anchor) anchor.properties = { ...anchor.properties, ariaLabel: headingAnchorName(heading) }
        return
      }
      if (node.type === "element" && node.tagName === "table") {
        node.properties = { ...node.properties, dataRegionName: tableName(heading) }
        return
      }
      node.children?.forEach(walk)
    }
    walk(tree)
  }
}
