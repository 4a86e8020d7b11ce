import { replaceFactTokens, replaceTokens, tokenValues } from "../lib/content/tokens"
import { loadProduct, ROOT_DIR } from "./product"
import path from "node:path"

interface MdNode {
  type: string
  url?: string
  value?: unknown
  title?: string | null
  attributes?: MdNode[]
  children?: MdNode[]
}

/**
 * Remark plugin that lets pages name product facts instead of copying them:
 * - `{product}` in link targets becomes the slug, as SPEC.md writes routes
 *   (`/integrations/servers/connect-{product}-plugin`);
 * - `%%key%%` in text, code, link targets and JSX string attributes becomes the fact.
 * An unknown key fails the build with the file named.
 */
export default function remarkProductTokens() {
  const product = loadProduct()
  const tokens = tokenValues(product)
  return (tree: MdNode, file: { path?: string }) => {
    const where = file.path ? path.relative(ROOT_DIR, file.path) : "an MDX file"
    const facts = (text: string) => {
      try {
        return replaceFactTokens(text, product)
      } catch (error) {
        throw new Error(`${where}: ${(error as Error).message}. Fix: use a key that exists in content/product.yaml.`)
      }
    }
    const walk = (node: MdNode) => {
      if ((node.type === "link" || node.type === "definition") && node.url) {
        node.url = facts(node.url.includes("{") ? replaceTokens(node.url, tokens) : node.url)
      }
      if (
        (node.type === "text" || node.type === "code" || node.type === "inlineCode") &&
        typeof node.value === "string"
      ) {
        node.value = facts(node.value)
      }
      if (node.type === "mdxJsxAttribute" && typeof node.value === "string") node.value = facts(node.value)
      node.attributes?.forEach(walk)
      node.children?.forEach(walk)
    }
    walk(tree)
  }
}
