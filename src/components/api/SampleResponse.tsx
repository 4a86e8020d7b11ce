import type { ReactNode } from "react"
import { searchIgnore } from "../../lib/site-html/regions"

/**
 * The endpoint's first response example beside its code samples, on a wide screen only (the
 * sticky column): request and response in one look. A copy of the example folded under its
 * response, so search and the Markdown twin skip it and a phone, where the columns stack,
 * does not show it twice.
 */
export function SampleResponse({ children }: { children?: ReactNode }) {
  return (
    <div className="sample-response" data-markdown-ignore="" {...searchIgnore}>
      {children}
    </div>
  )
}
