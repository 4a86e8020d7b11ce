import type { TocEntry } from "../../lib/page-context"
import { TocEntries } from "./TocEntries"
import { useCurrentSection } from "./useCurrentSection"

/**
 * Headings of levels 2 and 3, beside the article on wide screens. Each table of contents follows
 * the section in view itself, so scrolling re-renders the contents only, never the page body.
 */
export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  const current = useCurrentSection(entries)
  if (entries.length === 0) return null
  return (
    <nav className="toc" aria-label="On this page">
      <p className="toc-title">On this page</p>
      <TocEntries entries={entries} current={current} />
    </nav>
  )
}
