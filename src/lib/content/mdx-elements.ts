import type { MdNode } from "../markdown/mdast"

/**
 * Replaces every MDX flow element `<Name … />` in the tree with the nodes `replace` returns,
 * the way the build-time generators (`<Endpoint>`, `<CodeFile>`) expand their elements.
 */
export function replaceFlowElements(tree: MdNode, name: string, replace: (element: MdNode) => MdNode[]): void {
  if (!tree.children) return
  tree.children = tree.children.flatMap(child => {
    if (child.type === "mdxJsxFlowElement" && child.name === name) return replace(child)
    replaceFlowElements(child, name, replace)
    return [child]
  })
}

/** A string attribute of an MDX element, or undefined. */
export const attributeOf = (element: MdNode, name: string): string | undefined => {
  const value = element.attributes?.find(a => a.name === name)?.value
  return typeof value === "string" ? value : undefined
}
