import { lookupFact } from "../content/tokens"
import { paragraph, strong, text, type MdNode } from "./mdast"
import { ADMONITIONS, DROPPED, admonition, asFlow, attr, liveExample, plainMeta } from "./plain-nodes"

/** What the JSX elements of a page need to become plain Markdown. */
export interface PlainOptions {
  /** Absolute URL of the site (`https://docs.…`, no trailing slash): site links become absolute. */
  siteUrl: string
  /** The page's own route, for `#anchor` links. */
  pagePath: string
  productName: string
  productUrls: Record<string, string>
  facts: unknown
  /** Elements drawn by a component (diagrams): their text equivalent. */
  textOf?: Record<string, () => MdNode[]>
}

/**
 * The tree a page's HTML is made from (after the OpenAPI, Twig and token generators ran),
 * turned into plain Markdown nodes: admonitions become blockquotes with a bold label, tabs
 * become a heading per tab, live examples their template and build-time output, product
 * elements their values, site links absolute. ESM, expressions and frontmatter are dropped.
 * The input is never modified (the same tree goes on to become the HTML).
 */
export function toPlainMdast(tree: MdNode, options: PlainOptions): MdNode {
  let lastHeadingDepth = 1
  const absolute = (url: string) =>
    url.startsWith("/") && !url.startsWith("//")
      ? `${options.siteUrl}${url}`
      : url.startsWith("#")
        ? `${options.siteUrl}${options.pagePath}${url}`
        : url

  const element = (node: MdNode): MdNode[] => {
    const name = node.name ?? ""
    const children = () => convertAll(node.children ?? [])
    if (name in ADMONITIONS || name === "Admonition") {
      const type = attr(node, "type") ?? "note"
      const kind = ADMONITIONS[name] ?? type.charAt(0).toUpperCase() + type.slice(1)
      const title = attr(node, "title")
      return [admonition(title ? `${kind}: ${title}` : `${kind}:`, asFlow(children()))]
    }
    if (name === "Tabs") {
      const depth = Math.min(lastHeadingDepth + 1, 6)
      return (node.children ?? [])
        .filter(child => child.name === "TabItem")
        .flatMap(item => [
          { type: "heading", depth, children: [text(attr(item, "label") ?? "")] },
          ...asFlow(convertAll(item.children ?? [])),
        ])
    }
    // A copy of the endpoint's first response example, shown beside its code samples: the
    // twin has the example once, under its response.
    if (name === "SampleResponse") return []
    if (name === "EndpointBanner") {
      const server = attr(node, "server") ?? ""
      return [
        paragraph(strong(attr(node, "method") ?? ""), text(" "), {
          type: "inlineCode",
          value: `${server}${attr(node, "path") ?? ""}`,
        }),
      ]
    }
    if (name === "ProductName") return [text(options.productName)]
    if (name === "Fact") {
      const key = attr(node, "k") ?? ""
      const value = lookupFact(options.facts, key)
      if (value === undefined) throw new Error(`<Fact k="${key}" />: no such fact in content/product.yaml`)
      return [text(String(value))]
    }
    if (name === "ProductLink") {
      const base = options.productUrls[attr(node, "to") ?? ""]
      if (base === undefined)
        throw new Error(`<ProductLink to="${attr(node, "to") ?? ""}" />: no such URL in content/product.yaml`)
      const url = `${base}${attr(node, "path") ?? ""}`
      const inner = children()
      return [{ type: "link", url, children: inner.length ? inner : [text(url)] }]
    }
    const drawn = options.textOf?.[name]
    if (drawn) return drawn()
    // An unknown component with no content would vanish silently: make adding one without a
    // Markdown form fail the build instead.
    if (/^[A-Z]/.test(name) && !node.children?.length) {
      throw new Error(`<${name} /> has no Markdown form. Fix: handle it in src/lib/markdown/plain-mdast.ts.`)
    }
    return node.type === "mdxJsxFlowElement" ? asFlow(children()) : children()
  }

  const convertAll = (nodes: MdNode[]): MdNode[] => {
    const out: MdNode[] = []
    let liveOutput: string | null = null
    for (const node of nodes) {
      const previousLive = liveOutput
      liveOutput = null
      if (DROPPED.has(node.type)) continue
      if (node.type === "mdxJsxFlowElement" && node.name === "LiveTwig") {
        const live = liveExample(node)
        out.push(...live.nodes)
        liveOutput = live.shown
        continue
      }
      // The page's own output fence after a live example repeats what the build rendered.
      if (node.type === "code" && previousLive !== null && (node.value ?? "").trim() === previousLive.trim()) continue
      if (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") {
        out.push(...element(node))
        continue
      }
      out.push(convert(node))
    }
    return out
  }

  const convert = (node: MdNode): MdNode => {
    const { position: _position, data: _data, ...rest } = node as MdNode & { position?: unknown; data?: unknown }
    const copy: MdNode = { ...rest }
    if (node.type === "heading") lastHeadingDepth = node.depth ?? lastHeadingDepth
    if ((node.type === "link" || node.type === "image" || node.type === "definition") && node.url) {
      copy.url = absolute(node.url)
    }
    if (node.type === "code") copy.meta = plainMeta(node.meta)
    if (node.children) copy.children = convertAll(node.children)
    return copy
  }

  return convert(tree)
}
