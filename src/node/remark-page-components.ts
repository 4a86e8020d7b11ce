import path from "node:path"
import type { MdNode } from "../lib/openapi/to-mdast"
import { isPageComponent, PAGE_COMPONENTS } from "../lib/mdx/page-components"
import { importedNames, importNode } from "./mdx-imports"
import { ROOT_DIR } from "./product"

/**
 * Remark plugin, after the generators (OpenAPI, Twig), which write components too: each page
 * imports the components it uses (src/lib/mdx/page-components.ts), so a component's code is
 * in those pages' chunks only. A name the page imports itself is left to the page.
 */
export function pageComponentImports(tree: MdNode, root = ROOT_DIR): Map<string, string[]> {
  const own = importedNames(tree)
  const imports = new Map<string, string[]>()
  const visit = (node: MdNode) => {
    const name = (node as { name?: unknown }).name
    const isJsx = node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement"
    if (isJsx && typeof name === "string" && isPageComponent(name) && !own.has(name)) {
      const module = path.join(root, "src", PAGE_COMPONENTS[name])
      const names = imports.get(module) ?? []
      if (!names.includes(name)) imports.set(module, [...names, name])
    }
    node.children?.forEach(visit)
  }
  visit(tree)
  return imports
}

export default function remarkPageComponents() {
  return (tree: MdNode) => {
    const imports = pageComponentImports(tree)
    if (imports.size > 0) tree.children?.unshift(importNode(imports))
  }
}
