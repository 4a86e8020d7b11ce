import { useEffect, useState } from "react"
import type { TocEntry } from "../../lib/page-context"
import { currentSection, tocIds } from "../../lib/toc"

/**
 * The id of the section in view, for a table of contents. The observer's area runs from
 * far above the page down to a reading line 30 % below the top of the window, so a heading
 * "intersects" exactly while it is above that line, and one callback per crossing is enough,
 * even after a jump that skips the line (a click in the contents, Home or End). No scroll
 * listener, no layout reads.
 */
export function useCurrentSection(entries: TocEntry[]): string | null {
  const [current, setCurrent] = useState<string | null>(null)
  useEffect(() => {
    const ids = tocIds(entries)
    const passed = new Set<string>()
    const observer = new IntersectionObserver(
      records => {
        for (const record of records) {
          if (record.isIntersecting) passed.add(record.target.id)
          else passed.delete(record.target.id)
        }
        setCurrent(currentSection(ids, passed))
      },
      { rootMargin: "100000px 0px -70% 0px" },
    )
    for (const id of ids) {
      const heading = document.getElementById(id)
      if (heading) observer.observe(heading)
    }
    return () => observer.disconnect()
  }, [entries])
  return current
}
