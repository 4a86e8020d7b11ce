import { useEffect, useRef } from "react"
import type { SidebarItem } from "../../lib/sidebar/types"
import { scrollToCurrent } from "./scroll-to-current"
import { SidebarItems } from "./SidebarItems"

/**
 * Renders the tree built once per site; the categories on the current page's trail are open.
 * On first load the current page's link is scrolled into view inside the sidebar (a deep page
 * would otherwise sit below its fold); after that the sidebar keeps whatever scroll the
 * reader gave it, since it stays mounted across navigation.
 */
export function Sidebar({ items, current, label }: { items: SidebarItem[]; current: string; label: string }) {
  const ref = useRef<HTMLElement>(null)
  useEffect(() => scrollToCurrent(ref.current), []) // only on mount: later moves are the reader's
  return (
    <nav ref={ref} className="sidebar" aria-label={label}>
      <SidebarItems items={items} current={current} />
    </nav>
  )
}
