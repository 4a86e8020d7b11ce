import type { SidebarItem } from "../../lib/sidebar/types"
import { SidebarItems } from "./SidebarItems"

/** Renders the tree gatsby-node built; the category holding the current page is open. */
export function Sidebar({ items, current, label }: { items: SidebarItem[]; current: string; label: string }) {
  return (
    <nav className="sidebar" aria-label={label}>
      <SidebarItems items={items} current={current} />
    </nav>
  )
}
