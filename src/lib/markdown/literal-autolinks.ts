/**
 * GFM's literal autolinks (`https://…`, `www.…`, `name@example.com` in prose) without their
 * cost on pages that have none.
 *
 * remark-gfm finds them after parsing, with a search-and-replace over every text node of the
 * page (mdast-util-gfm-autolink-literal's transform: two regular expressions per text node, and
 * for each node a walk up its ancestors to skip links): ~1.5 ms a page, on every page, although
 * most pages have no such text. Each of its two expressions needs `http://`, `https://`, `www.`
 * or `@` to match; a page without any of them in its text nodes is left as the transform would
 * leave it, and a page with one gets the transform unchanged, on the whole page.
 */

interface TreeNode {
  type: string
  value?: unknown
  children?: TreeNode[]
}

/** What a literal autolink, URL or e-mail address, cannot be without. */
const CANDIDATE = /https?:\/\/|www\.|@/i

/** True when some text node of the tree could hold a literal autolink. */
export function mayHoldLiteralAutolink(node: TreeNode): boolean {
  if (node.type === "text") return typeof node.value === "string" && CANDIDATE.test(node.value)
  if (node.children) for (const child of node.children) if (mayHoldLiteralAutolink(child)) return true
  return false
}

interface FromMarkdownExtension {
  transforms?: Array<(tree: never) => unknown>
  [handlers: string]: unknown
}
type ExtensionList = Array<FromMarkdownExtension | ExtensionList>

/**
 * In a list of mdast-util-from-markdown extensions (nested lists allowed, as remark plugins
 * register them), replaces `autolinks` with a copy whose transforms run only on trees that may
 * hold a literal autolink. Returns whether it was found.
 */
export function skipIdleAutolinkTransform(list: ExtensionList, autolinks: FromMarkdownExtension): boolean {
  let found = false
  for (const [index, entry] of list.entries()) {
    if (Array.isArray(entry)) {
      found = skipIdleAutolinkTransform(entry, autolinks) || found
    } else if (entry === autolinks) {
      list[index] = {
        ...autolinks,
        transforms: (autolinks.transforms ?? []).map(
          transform => (tree: never) => (mayHoldLiteralAutolink(tree) ? transform(tree) : undefined),
        ),
      }
      found = true
    }
  }
  return found
}
