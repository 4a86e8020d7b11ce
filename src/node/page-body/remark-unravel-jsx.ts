interface MdNode {
  type: string
  value?: unknown
  data?: Record<string, unknown>
  children?: MdNode[]
}

const INLINE_TO_FLOW: Record<string, string> = {
  mdxJsxTextElement: "mdxJsxFlowElement",
  mdxTextExpression: "mdxFlowExpression",
}

const isBlank = (node: MdNode) => node.type === "text" && /^[\t\r\n ]+$/.test(String(node.value))

/**
 * Remark plugin, first after the parser: MDX's own rule for JSX written inside a paragraph.
 * A paragraph that holds only JSX elements and `{expressions}` (and whitespace between them)
 * is replaced by those nodes as blocks, so `<Callout>…</Callout>` on its own lines renders as
 * the component, not as a component wrapped in `<p>`; a paragraph with any text beside the JSX
 * stays a paragraph. Every JSX element written in a page is marked explicit, as MDX marks it.
 *
 * Pages are compiled outside MDX's JavaScript output, so this step applies the rule MDX 2
 * applies (`remarkMarkAndUnravel` in @mdx-js/mdx 2.3.0, MIT), here as the site's own code rather
 * than an import of a file MDX does not export.
 */
export default function remarkUnravelJsx() {
  return (tree: MdNode) => {
    const walk = (parent: MdNode) => {
      const children = parent.children
      if (!children) return
      for (let index = 0; index < children.length; index += 1) {
        const node = children[index]
        const inner = node.children ?? []
        if (
          node.type === "paragraph" &&
          inner.some(child => child.type in INLINE_TO_FLOW) &&
          inner.every(child => child.type in INLINE_TO_FLOW || isBlank(child))
        ) {
          const blocks = inner.filter(child => !isBlank(child))
          for (const block of blocks) block.type = INLINE_TO_FLOW[block.type]
          children.splice(index, 1, ...blocks)
          index -= 1 // visit the blocks in its place
          continue
        }
        if (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement")
          node.data = { ...node.data, _mdxExplicitJsx: true }
        walk(node)
      }
    }
    walk(tree)
  }
}
