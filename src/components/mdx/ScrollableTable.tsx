import { useEffect, useRef, useState, type ComponentPropsWithoutRef } from "react"

type Props = ComponentPropsWithoutRef<"table"> & {
  /** The region's name, after the heading the table stands under (src/node/rehype-section-names.ts). */
  "data-region-name"?: string
}

/**
 * A table in a box that scrolls sideways when the table is wider than the column. Only then is
 * the box a keyboard stop (a region named after the table's heading, so a page's regions are
 * told apart), so keyboard readers can scroll it (axe: scrollable-region-focusable) and narrow
 * tables add no extra Tab stop.
 */
export function ScrollableTable({ "data-region-name": name, ...props }: Props) {
  const box = useRef<HTMLDivElement>(null)
  const [overflows, setOverflows] = useState(false)
  useEffect(() => {
    const element = box.current
    if (!element) return
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return (
    <div
      ref={box}
      className="table-scroll"
      {...(overflows ? { tabIndex: 0, role: "region", "aria-label": name ?? "Table, scrolls sideways" } : {})}
    >
      <table {...props} />
    </div>
  )
}
