import { replaceFactTokens, replaceFactTokensInProse, replaceTokens, tokenValues } from "../lib/content/tokens"
import { loadProduct, ROOT_DIR } from "./product"
import path from "node:path"

interface MdNode {
  type: string
  name?: string | null
  url?: string
  value?: unknown
  title?: string | null
  attributes?: MdNode[]
  children?: MdNode[]
}

/**
 * Remark plugin that lets pages name product facts instead of copying them:
 * - `{product}` in link targets becomes the slug, as the site's routes spell it
 *   (`/integrations/servers/connect-{product}-plugin`);
 * - `%%key%%` in text, code, link targets and JSX string attributes becomes the fact;
 * - `<Fact k="key" />` becomes the fact as text, so the browser bundle needs no facts.
 * An unknown key fails the build with the file named.
 */
export default function remarkProductTokens() {
  const product = loadProduct()
  const tokens = tokenValues(product)
  return (tree: MdNode, file: { path?: string }) => {
    const where = file.path ? path.relative(ROOT_DIR, file.path) : "an MDX file"
    const named = <T>(fill: () => T): T => {
      try {
        return fill()
      } catch (error) {
        throw new Error(`${where}: ${(error as Error).message}. Fix: use a key that exists in content/product.yaml.`)
      }
    }
    // Code, link targets and attributes take a fact without its code marks; prose prints them as inline code.
    const facts = (text: string) => named(() => replaceFactTokens(text, product, true))
    const prose = (node: MdNode): MdNode[] => {
      const pieces = named(() => replaceFactTokensInProse(node.value as string, product))
      if (pieces.length === 0) return [node]
      return pieces.map(({ code, value }) => (code ? { type: "inlineCode", value } : { ...node, value }))
    }
    const walk = (node: MdNode) => {
      if ((node.type === "mdxJsxTextElement" || node.type === "mdxJsxFlowElement") && node.name === "Fact") {
        const key = node.attributes?.find(attribute => attribute.type === "mdxJsxAttribute" && attribute.name === "k")
        if (typeof key?.value !== "string") {
          throw new Error(`${where}: <Fact> needs a k="…" attribute naming a fact. Fix: write <Fact k="menu.store" />.`)
        }
        const text: MdNode = { type: "text", value: facts(`%%facts.${key.value}%%`) }
        const flow = node.type === "mdxJsxFlowElement"
        delete node.name
        delete node.attributes
        delete node.children
        Object.assign(node, flow ? { type: "paragraph", children: [text] } : text)
        return
      }
      if ((node.type === "link" || node.type === "definition") && node.url) {
        node.url = facts(node.url.includes("{") ? replaceTokens(node.url, tokens) : node.url)
      }
      if ((node.type === "code" || node.type === "inlineCode") && typeof node.value === "string") {
        node.value = facts(node.value)
      }
      if (node.children)
        node.children = node.children.flatMap(child =>
          child.type === "text" && typeof child.value === "string" ? prose(child) : [child],
        )
      if (node.type === "mdxJsxAttribute" && typeof node.value === "string") node.value = facts(node.value)
      node.attributes?.forEach(walk)
      node.children?.forEach(walk)
    }
    walk(tree)
  }
}
