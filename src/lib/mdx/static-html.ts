import { REPLACED_ELEMENTS } from "./replaced-elements"

/**
 * Which parts of a compiled MDX page can ship as HTML strings instead of React elements.
 *
 * MDX turns every element of a page into a `jsx()` call: a paragraph with a bold word is three
 * calls, a highlighted code block one call per Prism token. Webpack parses, and Terser
 * minifies, that code once per page for the browser and again for the HTML renderer, and the
 * page's chunk carries it. A subtree that React never needs to look into — no component, no
 * replaced element (links, code blocks, tables), no expression — renders the same from its
 * HTML: its root stays a React element, its inside becomes one `dangerouslySetInnerHTML`
 * string. The DOM is the same as before (hydration only attaches to it); so are the search
 * records and links read from the built HTML, and the Markdown twins (made from the mdast).
 */
export interface HastNode {
  type: string
  tagName?: string
  name?: string | null
  value?: string
  properties?: Record<string, unknown>
  attributes?: unknown[]
  data?: Record<string, unknown>
  children?: HastNode[]
}

const replaced = new Set<string>(REPLACED_ELEMENTS)

/** A subtree with only elements React renders as themselves, and text. */
export function isStatic(node: HastNode): boolean {
  if (node.type === "text") return true
  if (node.type !== "element" || !node.tagName || replaced.has(node.tagName)) return false
  return (node.children ?? []).every(isStatic)
}

/** Only worth a string when the inside has markup: a text-only element is one call either way. */
const hasMarkup = (node: HastNode) => (node.children ?? []).some(child => child.type === "element")

/**
 * The root element's own properties as JSX attributes, or null when one has no plain
 * equivalent (the subtree then stays as it is). Class names are joined; `data-*` and `aria-*`
 * keep their HTML names, which React accepts.
 */
export function rootAttributes(properties: Record<string, unknown> = {}): Record<string, string> | null {
  const attributes: Record<string, string> = {}
  for (const [name, value] of Object.entries(properties)) {
    if (value === undefined || value === null || value === false) continue
    const text = Array.isArray(value) ? value.join(" ") : value === true ? "" : String(value)
    if (name === "className" || name === "id" || name === "start" || name === "tabIndex" || name === "title") {
      attributes[name] = text
    } else if (/^(data|aria)[A-Z]/.test(name)) {
      attributes[name.replace(/[A-Z]/g, letter => `-${letter.toLowerCase()}`)] = text
    } else {
      return null
    }
  }
  return attributes
}

/** `{ __html: html }` as the estree MDX expects of an attribute value expression. */
function htmlObject(html: string) {
  const expression = {
    type: "ObjectExpression",
    properties: [
      {
        type: "Property",
        kind: "init",
        method: false,
        shorthand: false,
        computed: false,
        key: { type: "Identifier", name: "__html" },
        value: { type: "Literal", value: html },
      },
    ],
  }
  return { type: "Program", sourceType: "module", body: [{ type: "ExpressionStatement", expression }] }
}

/** The explicit JSX element `<tag {...attributes} dangerouslySetInnerHTML={{ __html }} />`. */
function staticElement(tagName: string, attributes: Record<string, string>, html: string): HastNode {
  return {
    type: "mdxJsxFlowElement",
    name: tagName,
    // Explicit JSX: MDX never swaps it for a provided component.
    data: { _mdxExplicitJsx: true },
    attributes: [
      ...Object.entries(attributes).map(([name, value]) => ({ type: "mdxJsxAttribute", name, value })),
      {
        type: "mdxJsxAttribute",
        name: "dangerouslySetInnerHTML",
        value: { type: "mdxJsxAttributeValueExpression", value: "", data: { estree: htmlObject(html) } },
      },
    ],
    children: [],
  }
}

/**
 * Replaces every largest static subtree under `tree` (that has markup inside) with its root
 * and an HTML string of its children, made by `toHtml` (hast-util-to-html in the build).
 * Returns how many subtrees it replaced.
 */
export function collapseStaticSubtrees(tree: HastNode, toHtml: (nodes: HastNode[]) => string): number {
  let count = 0
  const walk = (node: HastNode) => {
    const children = node.children
    if (!children) return
    children.forEach((child, index) => {
      const attributes = child.type === "element" ? rootAttributes(child.properties) : null
      if (attributes && isStatic(child) && hasMarkup(child)) {
        children[index] = staticElement(child.tagName!, attributes, toHtml(child.children ?? []))
        count += 1
      } else {
        walk(child)
      }
    })
  }
  walk(tree)
  return count
}
