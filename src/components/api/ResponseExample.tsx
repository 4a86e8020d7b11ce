import type { ReactNode } from "react"
import { searchIgnore } from "../../lib/site-html/regions"

/**
 * One response example of a generated API reference, folded: an endpoint has several, and
 * expanded they pushed everything after them screens down. The summary is chrome: search and
 * the Markdown twin read the example's own title (its code block's title bar).
 */
export function ResponseExample({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <details className="response-example">
      <summary data-markdown-ignore="" {...searchIgnore}>
        Example response <span className="response-example-label">{label}</span>
      </summary>
      {children}
    </details>
  )
}
