import { useRef } from "react"
import type { TocEntry } from "../../lib/page-context"
import { searchIgnore } from "../../lib/site-html/regions"
import { tocEntry } from "../../lib/toc"
import { TocEntries } from "./TocEntries"
import { useCurrentSection } from "./useCurrentSection"

/**
 * "On this page" under the title where the contents column is hidden (CSS): a disclosure that
 * names the section in view and opens the same entries. A native <details>, so it opens without
 * the page's script too; picking an entry closes it.
 */
export function MobileToc({ entries }: { entries: TocEntry[] }) {
  const details = useRef<HTMLDetailsElement>(null)
  const current = useCurrentSection(entries)
  if (entries.length === 0) return null
  const section = current ? tocEntry(entries, current)?.title : undefined
  return (
    <nav className="toc-mobile" aria-label="On this page" {...searchIgnore}>
      <details ref={details}>
        <summary>
          On this page
          {section && (
            <span className="toc-mobile-current">
              <span className="visually-hidden">, now reading: </span>
              {section}
            </span>
          )}
        </summary>
        <TocEntries
          entries={entries}
          current={current}
          onPick={() => {
            if (details.current) details.current.open = false
          }}
        />
      </details>
    </nav>
  )
}
