import { Link } from "gatsby"
import { useEffect, useRef } from "react"
import type { SidebarItem } from "../../lib/sidebar/types"
import { product } from "../../lib/product/product"
import { scrollToCurrent } from "../sidebar/scroll-to-current"
import { SidebarItems } from "../sidebar/SidebarItems"
import { useFocusTrap } from "./hooks/useFocusTrap"
import { NavLinks } from "./NavLinks"

interface Props {
  open: boolean
  onClose: () => void
  sidebar: SidebarItem[] | null
  current: string
}

/**
 * Below 996 px: the navbar links and the current sidebar in a drawer that traps focus. Each time
 * it opens, the current page's link is scrolled into view (on a short phone it was below the
 * drawer's fold in a long section).
 */
export function MobileDrawer({ open, onClose, sidebar, current }: Props) {
  const ref = useRef<HTMLDivElement>(null)
  useFocusTrap(ref, open, onClose)
  useEffect(() => {
    if (open) scrollToCurrent(ref.current)
  }, [open])
  if (!open) return null
  return (
    <>
      <div className="drawer-backdrop" onClick={onClose} aria-hidden="true" />
      <div ref={ref} id="mobile-navigation" className="drawer" role="dialog" aria-modal="true" aria-label="Navigation">
        <div className="drawer-header">
          <Link to="/" className="navbar-brand">
            {product.siteTitle}
          </Link>
          <button type="button" className="drawer-close" aria-label="Close navigation menu" onClick={onClose}>
            <span aria-hidden="true">✕</span>
          </button>
        </div>
        <NavLinks className="drawer-links" />
        {sidebar && (
          <nav className="drawer-sidebar" aria-label="Mobile sidebar">
            <SidebarItems items={sidebar} current={current} />
          </nav>
        )}
      </div>
    </>
  )
}
