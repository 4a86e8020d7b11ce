interface HastNode {
  type: string
  tagName?: string
  properties?: Record<string, unknown>
  data?: { meta?: string | null }
  children?: HastNode[]
}

const TITLE = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/

/**
 * Rehype plugin: a code fence's `title="…"` meta becomes `data-title` on its <pre>, where the
 * CodeBlock component shows it. Line highlighting (`{2,4-5}`) and `showLineNumbers` are left
 * in the meta for rehype-prism-plus, which runs next.
 */
export default function rehypeCodeMeta() {
  const walk = (node: HastNode) => {
    if (node.type === "element" && node.tagName === "pre") {
      const code = node.children?.find(child => child.type === "element" && child.tagName === "code")
      const meta = code?.data?.meta ?? ""
      const match = TITLE.exec(meta)
      if (match) node.properties = { ...node.properties, dataTitle: match[1] ?? match[2] ?? match[3] }
    }
    node.children?.forEach(walk)
  }
  return (tree: HastNode) => walk(tree)
}
