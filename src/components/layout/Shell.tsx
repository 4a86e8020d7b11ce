import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react"
import type { SidebarItem } from "../../lib/sidebar/types"
import { AnnouncementBar } from "./AnnouncementBar"
import { Footer } from "./Footer"
import { MobileDrawer } from "./MobileDrawer"
import { Navbar } from "./Navbar"
import { SidebarVisibility } from "./SidebarVisibility"

interface Props {
  children: ReactNode
  pathname: string
  sidebar: SidebarItem[] | null
}

/** The frame every page shares; it stays mounted across client navigation. */
export function Shell({ children, pathname, sidebar }: Props) {
  const [menuOpen, setMenuOpen] = useState(false)
  const [sidebarHidden, setSidebarHidden] = useState(false)
  const closeMenu = useCallback(() => setMenuOpen(false), [])
  useEffect(() => setMenuOpen(false), [pathname])
  const visibility = useMemo(() => ({ hidden: sidebarHidden, setHidden: setSidebarHidden }), [sidebarHidden])
  return (
    <SidebarVisibility.Provider value={visibility}>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <AnnouncementBar />
      <Navbar pathname={pathname} menuOpen={menuOpen} onMenuOpen={() => setMenuOpen(true)} />
      <MobileDrawer open={menuOpen} onClose={closeMenu} sidebar={sidebar} current={pathname} />
      <div className="shell-body">{children}</div>
      <Footer />
    </SidebarVisibility.Provider>
  )
}
