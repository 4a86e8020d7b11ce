import { REPLACED_ELEMENTS } from "./replaced-elements"
import { STATIC_HTML_INDEX, STATIC_HTML_LOOKUP } from "./static-html-markup"

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
 *
 * The strings are the page's prose, and the HTML already carries them: the browser bundle
 * ships them in a file of their own, fetched only when the page is opened by client
 * navigation; on a first load they are read back from the server-rendered page
 * (src/node/mdx-static-html.ts, src/app/static-html.ts).
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

/**
 * Worth a string when the inside has markup, or is text long enough to outweigh the marker: a
 * string leaves the first-load JavaScript (the HTML has it), a short label costs more as one.
 */
export const MIN_TEXT_STRING = 48
const worthAString = (node: HastNode) => {
  const children = node.children ?? []
  if (children.some(child => child.type === "element")) return true
  return children.reduce((length, child) => length + (child.value?.length ?? 0), 0) >= MIN_TEXT_STRING
}

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

/** `_staticHtml(index)`, the call the compiled page makes for a string (src/node/mdx-static-html.ts). */
function stringCall(index: number) {
  const expression = {
    type: "CallExpression",
    callee: { type: "Identifier", name: STATIC_HTML_LOOKUP },
    arguments: [{ type: "Literal", value: index }],
    optional: false,
  }
  return { type: "Program", sourceType: "module", body: [{ type: "ExpressionStatement", expression }] }
}

/** The explicit JSX element `<tag {...attributes} data-h={index} dangerouslySetInnerHTML={_staticHtml(index)} />`. */
function staticElement(tagName: string, attributes: Record<string, string>, index: number): HastNode {
  return {
    type: "mdxJsxFlowElement",
    name: tagName,
    // Explicit JSX: MDX never swaps it for a provided component.
    data: { _mdxExplicitJsx: true },
    attributes: [
      ...Object.entries(attributes).map(([name, value]) => ({ type: "mdxJsxAttribute", name, value })),
      { type: "mdxJsxAttribute", name: STATIC_HTML_INDEX, value: String(index) },
      {
        type: "mdxJsxAttribute",
        name: "dangerouslySetInnerHTML",
        value: { type: "mdxJsxAttributeValueExpression", value: "", data: { estree: stringCall(index) } },
      },
    ],
    children: [],
  }
}

/**
 * Replaces every largest static subtree under `tree` (that has markup inside) with its root,
 * marked with its number, whose inside is string number n of the page (made by `toHtml`,
 * hast-util-to-html in the build). Returns the strings, in that order.
 */
export function collapseStaticSubtrees(tree: HastNode, toHtml: (nodes: HastNode[]) => string): string[] {
  const strings: string[] = []
  const walk = (node: HastNode) => {
    const children = node.children
    if (!children) return
    children.forEach((child, index) => {
      const attributes = child.type === "element" ? rootAttributes(child.properties) : null
      if (attributes && isStatic(child) && worthAString(child)) {
        children[index] = staticElement(child.tagName!, attributes, strings.length)
        strings.push(toHtml(child.children ?? []))
      } else {
        walk(child)
      }
    })
  }
  walk(tree)
  return strings
}
