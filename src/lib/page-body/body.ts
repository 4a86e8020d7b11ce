import { REPLACED_ELEMENTS } from "../mdx/replaced-elements"

/**
 * A page's content as data: what the build compiles each MDX page into once (outside the
 * bundler), handed to the page template in its page data, and rendered by
 * src/components/page/PageBody.tsx. Most of a page is HTML React never looks into, so it ships
 * as strings; what must be a React element — a component such as a note or a live example, an
 * element a component replaces (code blocks, tables), and whatever holds one of them — stays
 * a node with its props and children.
 *
 * - a string: text;
 * - `{ t, a, h }`: element `t` with props `a`, whose inside is the HTML `h`;
 * - `{ t, a, k }`: element or component `t` (a component's name starts with a capital; the
 *   replaced elements are lower case and rendered by their component) with props `a` and
 *   children `k`.
 */
export type BodyNode = string | BodyElement
export type BodyProps = Record<string, string | number | boolean>
export interface BodyElement {
  t: string
  a?: BodyProps
  h?: string
  k?: BodyNode[]
}
export type Body = BodyNode[]

/** The parts of a hast tree (after the page's rehype steps) this module reads. */
export interface BodyHast {
  type: string
  tagName?: string
  name?: string | null
  value?: string
  properties?: Record<string, unknown>
  attributes?: { type: string; name?: string; value?: unknown }[]
  children?: BodyHast[]
}

/** A content mistake the build reports with the page's file: what is wrong and how to fix it. */
export class BodyError extends Error {}

const replaced = new Set<string>(REPLACED_ELEMENTS)

/** A subtree with only elements React renders as themselves, and text. */
export function isStatic(node: BodyHast): boolean {
  if (node.type === "text" || node.type === "comment") return true
  if (node.type !== "element" || !node.tagName || replaced.has(node.tagName)) return false
  return (node.children ?? []).every(isStatic)
}

const hyphenate = (name: string) => name.replace(/[A-Z]/g, letter => `-${letter.toLowerCase()}`)

/**
 * hast properties as React props: class names joined, `data-*` and `aria-*` by their HTML
 * names (which React takes as they are), everything else by the name hast gives it, which is
 * React's (`className`, `htmlFor`, `tabIndex`, `colSpan`…).
 */
export function reactProps(properties: Record<string, unknown> = {}): BodyProps {
  const props: BodyProps = {}
  for (const [name, value] of Object.entries(properties)) {
    if (value === undefined || value === null || value === false) continue
    if (name === "style") throw new BodyError("an inline `style` attribute: give the element a class instead")
    const key = /^(data|aria)[A-Z]/.test(name) ? hyphenate(name) : name
    props[key] = Array.isArray(value) ? value.join(" ") : (value as string | number | boolean)
  }
  return props
}

/** A component's attributes (`<Note title="…">`): strings only, so a page stays data. */
function componentProps(node: BodyHast): BodyProps {
  const props: BodyProps = {}
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== "mdxJsxAttribute" || !attribute.name)
      throw new BodyError(`<${node.name}> has a spread attribute ({...}): write each attribute as name="value"`)
    if (attribute.value === null || attribute.value === undefined) props[attribute.name] = true
    else if (typeof attribute.value === "string") props[attribute.name] = attribute.value
    else
      throw new BodyError(
        `<${node.name} ${attribute.name}={…}> is an expression: write the attribute as ${attribute.name}="value"`,
      )
  }
  return props
}

/**
 * The page's hast (after every rehype step of the build) as a Body. `toHtml` serialises nodes
 * (hast-util-to-html in the build); `isComponent` says which names a page may use.
 */
export function bodyOfHast(
  root: BodyHast,
  toHtml: (nodes: BodyHast[]) => string,
  isComponent: (name: string) => boolean,
): Body {
  const convert = (node: BodyHast): BodyNode[] => {
    switch (node.type) {
      case "text":
        return node.value ? [node.value] : []
      case "comment":
        return []
      case "element": {
        const t = node.tagName!
        const a = reactProps(node.properties)
        const children = node.children ?? []
        const props = Object.keys(a).length ? { a } : {}
        if (isStatic(node) && children.some(child => child.type === "element"))
          return [{ t, ...props, h: toHtml(children) }]
        const k = children.flatMap(convert)
        return [{ t, ...props, ...(k.length ? { k } : {}) }]
      }
      case "mdxJsxFlowElement":
      case "mdxJsxTextElement": {
        const name = node.name
        if (!name) return (node.children ?? []).flatMap(convert) // a fragment: <>…</>
        // `<details>`, `<kbd>`: HTML written as JSX, its attributes already React's names.
        const html = /^[a-z]/.test(name)
        if (!html && !isComponent(name))
          throw new BodyError(
            `<${name}> is not a component pages can use: use one of the components listed in the README (Authoring)`,
          )
        const a = componentProps(node)
        const k = (node.children ?? []).flatMap(convert)
        return [{ t: name, ...(Object.keys(a).length ? { a } : {}), ...(k.length ? { k } : {}) }]
      }
      case "mdxFlowExpression":
      case "mdxTextExpression":
        // `{/* a comment */}` is the only expression a page may hold: it renders nothing.
        if (/^\s*(\/\*[\s\S]*?\*\/\s*)*$/.test(node.value ?? "")) return []
        throw new BodyError(`the expression {${node.value}} is code: write it as text, or use a component`)
      case "mdxjsEsm":
        throw new BodyError(
          `"${(node.value ?? "").split("\n")[0]}": pages import nothing; use a component listed in the README (Authoring)`,
        )
      default:
        return (node.children ?? []).flatMap(convert)
    }
  }
  return (root.children ?? []).flatMap(convert)
}

/** Every component name a body uses, for checks and for loading islands ahead. */
export function componentsOf(body: Body): Set<string> {
  const names = new Set<string>()
  const walk = (nodes: Body) => {
    for (const node of nodes) {
      if (typeof node === "string") continue
      if (/^[A-Z]/.test(node.t)) names.add(node.t)
      if (node.k) walk(node.k)
    }
  }
  walk(body)
  return names
}
