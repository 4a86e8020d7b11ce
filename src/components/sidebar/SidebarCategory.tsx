import { Link } from "gatsby"
import { useEffect, useId, useState } from "react"
import type { SidebarCategory as Category, SidebarItem } from "../../lib/sidebar/types"
import { SidebarItems } from "./SidebarItems"

function containsPath(item: SidebarItem, path: string): boolean {
  if (item.path === path) return true
  return item.type === "category" && item.items.some(child => containsPath(child, path))
}

/**
 * A category row: the label links to the category page, a separate button folds it (a
 * link inside a toggle would nest interactive controls). A category opens when the reader
 * arrives on a page inside it and otherwise stays as the reader left it (the sidebar stays
 * mounted across navigation). A closed category renders only its label: the server-rendered
 * HTML carries the open path, not every link of the site, and the category's own page lists
 * its children for readers without JavaScript.
 */
export function SidebarCategory({ category, current }: { category: Category; current: string }) {
  const active = containsPath(category, current)
  const [open, setOpen] = useState(active)
  const listId = useId()
  // Each arrival counts, not only the first: a reader who closed this category and then
  // follows a link to another page inside it finds that page's link shown.
  useEffect(() => {
    if (active) setOpen(true)
  }, [active, current])
  return (
    <>
      <div className="sidebar-category-row">
        <Link to={category.path} aria-current={category.path === current ? "page" : undefined}>
          {category.label}
        </Link>
        <button
          type="button"
          className="sidebar-toggle"
          aria-expanded={open}
          aria-controls={listId}
          aria-label={`${open ? "Collapse" : "Expand"} ${category.label}`}
          onClick={() => setOpen(value => !value)}
        />
      </div>
      <div id={listId} hidden={!open}>
        {open && <SidebarItems items={category.items} current={current} />}
      </div>
    </>
  )
}
