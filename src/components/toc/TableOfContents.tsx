import type { TocEntry } from "../../lib/page-context"
import { TocEntries } from "./TocEntries"

/** Headings of levels 2 and 3, beside the article on wide screens. */
export function TableOfContents({ entries, current }: { entries: TocEntry[]; current: string | null }) {
  if (entries.length === 0) return null
  return (
    <nav className="toc" aria-label="On this page">
      <p className="toc-title">On this page</p>
      <TocEntries entries={entries} current={current} />
    </nav>
  )
}
