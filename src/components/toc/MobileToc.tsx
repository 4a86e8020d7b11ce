import { useEffect, useRef, useState } from "react"
import type { TocEntry } from "../../lib/page-context"
import { searchIgnore } from "../../lib/site-html/regions"
import { tocEntry } from "../../lib/toc"
import { TocEntries } from "./TocEntries"
import { useCurrentSection } from "./useCurrentSection"

/**
 * "On this page" under the title where the contents column is hidden (CSS): a disclosure that
 * names the section in view and opens the same entries. A native <details>, so it opens without
 * the page's script too; picking an entry, Escape and a tap or click outside close it (it stays
 * at the top of the window, where an open list would otherwise cover the page).
 */
export function MobileToc({ entries }: { entries: TocEntry[] }) {
  const details = useRef<HTMLDetailsElement>(null)
  const [open, setOpen] = useState(false)
  const current = useCurrentSection(entries)
  useEffect(() => {
    const box = details.current
    if (!open || !box) return
    const close = (focusSummary: boolean) => {
      box.open = false
      if (focusSummary) box.querySelector("summary")?.focus()
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && box.contains(document.activeElement)) close(true)
    }
    const onPointer = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !box.contains(event.target)) close(false)
    }
    document.addEventListener("keydown", onKey)
    document.addEventListener("pointerdown", onPointer)
    return () => {
      document.removeEventListener("keydown", onKey)
      document.removeEventListener("pointerdown", onPointer)
    }
  }, [open])
  if (entries.length === 0) return null
  const section = current ? tocEntry(entries, current)?.title : undefined
  return (
    <nav className="toc-mobile" aria-label="On this page" {...searchIgnore}>
      <details ref={details} onToggle={event => setOpen(event.currentTarget.open)}>
        <summary>
          <span>
            On this page
            {section && <span className="visually-hidden">, now reading:</span>}
          </span>
          {section && <span className="toc-mobile-current">{section}</span>}
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
