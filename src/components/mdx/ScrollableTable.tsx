import { useEffect, useRef, useState, type ComponentPropsWithoutRef } from "react"

/**
 * A table in a box that scrolls sideways when the table is wider than the column. Only then is
 * the box a keyboard stop (a named region), so keyboard readers can scroll it (axe:
 * scrollable-region-focusable) and narrow tables add no extra Tab stop.
 */
export function ScrollableTable(props: ComponentPropsWithoutRef<"table">) {
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
      {...(overflows ? { tabIndex: 0, role: "region", "aria-label": "Table, scrolls sideways" } : {})}
    >
      <table {...props} />
    </div>
  )
}
