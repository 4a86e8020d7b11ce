import { useEffect, useState } from "react"
import type { TocEntry } from "../../lib/page-context"
import { currentSection, tocIds } from "../../lib/toc"

/**
 * Whether the heading is in a box that stays on screen while the page scrolls beside it (an API
 * operation's code samples, pinned next to its reference on a wide screen). Such a heading is
 * above the reading line all the while the reader goes through the sections beside it, so it
 * never names the section in view.
 */
function pinned(heading: Element): boolean {
  for (let box = heading.parentElement; box; box = box.parentElement)
    if (getComputedStyle(box).position === "sticky") return true
  return false
}

/**
 * The id of the section in view, for a table of contents. The observer's area runs from
 * far above the page down to a reading line 30 % below the top of the window, so a heading
 * "intersects" exactly while it is above that line, and one callback per crossing is enough,
 * even after a jump that skips the line (a click in the contents, Home or End). No scroll
 * listener; styles are read only when a heading crosses the line.
 */
export function useCurrentSection(entries: TocEntry[]): string | null {
  const [current, setCurrent] = useState<string | null>(null)
  useEffect(() => {
    const ids = tocIds(entries)
    const passed = new Set<string>()
    const observer = new IntersectionObserver(
      records => {
        for (const record of records) {
          if (record.isIntersecting && !pinned(record.target)) passed.add(record.target.id)
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
