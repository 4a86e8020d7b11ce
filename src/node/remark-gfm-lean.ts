import { gfmAutolinkLiteralFromMarkdown } from "mdast-util-gfm-autolink-literal"
import remarkGfm from "remark-gfm"
import { skipIdleAutolinkTransform } from "../lib/markdown/literal-autolinks"
import { shapeChanged } from "./framework-internals"

/** What this plugin uses of the unified processor it is attached to. */
interface Processor {
  data(key: string): unknown
}

/**
 * remark-gfm as it is, except that the literal-autolink search runs only on pages whose text
 * could hold one (src/lib/markdown/literal-autolinks.ts says why). Same trees, same HTML.
 */
export default function remarkGfmLean(this: Processor, ...options: Parameters<typeof remarkGfm>): void {
  remarkGfm.apply(this as ThisParameterType<typeof remarkGfm>, options)
  const extensions = this.data("fromMarkdownExtensions") as Parameters<typeof skipIdleAutolinkTransform>[0]
  if (!skipIdleAutolinkTransform(extensions ?? [], gfmAutolinkLiteralFromMarkdown)) {
    throw shapeChanged(
      "remark-gfm no longer registers mdast-util-gfm-autolink-literal's extension",
      "src/node/remark-gfm-lean.ts",
      "remark-gfm",
    )
  }
}
