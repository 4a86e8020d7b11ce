import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react"
import type { SidebarItem } from "../../lib/sidebar/types"
import { AnnouncementBar } from "./AnnouncementBar"
import { Footer } from "./Footer"
import { MobileDrawer } from "./MobileDrawer"
import { Navbar } from "./Navbar"
import { createStorageSlot } from "../../lib/storage/storage"
import { SidebarVisibility } from "./SidebarVisibility"

const sidebarHiddenSlot = createStorageSlot("docs-sidebar-hidden")

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
  // The reader's choice also holds after a reload: read once after hydration (the server
  // cannot know it), written on every change; without storage it lasts for the visit.
  useEffect(() => setSidebarHidden(sidebarHiddenSlot.get() === "1"), [])
  const setHidden = useCallback((hidden: boolean) => {
    setSidebarHidden(hidden)
    if (hidden) sidebarHiddenSlot.set("1")
    else sidebarHiddenSlot.remove()
  }, [])
  const visibility = useMemo(() => ({ hidden: sidebarHidden, setHidden }), [sidebarHidden, setHidden])
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
