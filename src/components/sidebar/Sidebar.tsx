import { Link } from "gatsby"
import React from "react"
import type { SidebarItem } from "../../lib/sidebar/types"

function containsPath(item: SidebarItem, path: string): boolean {
  if (item.path === path) return true
  return item.type === "category" && item.items.some(child => containsPath(child, path))
}

function Items({ items, current }: { items: SidebarItem[]; current: string }) {
  return (
    <ul className="sidebar-list">
      {items.map(item => (
        <li key={item.path}>
          {item.type === "doc" ? (
            <Link to={item.path} className="sidebar-link" aria-current={item.path === current ? "page" : undefined}>
              {item.label}
            </Link>
          ) : (
            <details className="sidebar-category" open={containsPath(item, current)}>
              <summary>
                <Link to={item.path} className="sidebar-link" aria-current={item.path === current ? "page" : undefined}>
                  {item.label}
                </Link>
              </summary>
              <Items items={item.items} current={current} />
            </details>
          )}
        </li>
      ))}
    </ul>
  )
}

/** Renders the tree gatsby-node built; the category holding the current page is open. */
export function Sidebar({ items, current, label }: { items: SidebarItem[]; current: string; label: string }) {
  return (
    <nav className="sidebar" aria-label={label}>
      <Items items={items} current={current} />
    </nav>
  )
}
