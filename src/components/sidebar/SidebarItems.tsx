import { Link } from "gatsby"
import type { SidebarItem } from "../../lib/sidebar/types"
import { SidebarCategory } from "./SidebarCategory"

export function SidebarItems({ items, current }: { items: SidebarItem[]; current: string }) {
  return (
    <ul className="sidebar-list">
      {items.map(item => (
        <li key={item.path}>
          {item.type === "doc" ? (
            <Link to={item.path} aria-current={item.path === current ? "page" : undefined}>
              {item.label}
            </Link>
          ) : (
            <SidebarCategory category={item} current={current} />
          )}
        </li>
      ))}
    </ul>
  )
}
