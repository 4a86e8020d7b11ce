import { useCallback, useEffect, useState, type ReactNode } from "react"
import type { Section } from "../../lib/sidebar/types"
import { useSectionTrees } from "../sidebar/useSectionTrees"
import { AnnouncementBar } from "./AnnouncementBar"
import { DocsFrame } from "./DocsFrame"
import { Footer } from "./Footer"
import { useSidebarHidden } from "./hooks/useSidebarHidden"
import { MobileDrawer } from "./MobileDrawer"
import { Navbar } from "./Navbar"

interface Props {
  children: ReactNode
  pathname: string
  /** The docs section of the page, or null for pages outside the docs (welcome, search, 404). */
  section: Section | null
  /** The page's own path as the sidebar spells it (the URL may carry a trailing slash). */
  current: string
}

/** The frame every page shares; it stays mounted across client navigation. */
export function Shell({ children, pathname, section, current }: Props) {
  const [menuOpen, setMenuOpen] = useState(false)
  const [sidebarHidden, setSidebarHidden] = useSidebarHidden()
  const trees = useSectionTrees()
  const closeMenu = useCallback(() => setMenuOpen(false), [])
  useEffect(() => setMenuOpen(false), [pathname])
  const tree = section ? trees[section] : null
  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <AnnouncementBar />
      <Navbar pathname={pathname} menuOpen={menuOpen} onMenuOpen={() => setMenuOpen(true)} />
      <MobileDrawer open={menuOpen} onClose={closeMenu} sidebar={tree} current={current} />
      <div className="shell-body">
        {section && tree ? (
          <DocsFrame
            section={section}
            tree={tree}
            current={current}
            hidden={sidebarHidden}
            onHiddenChange={setSidebarHidden}
          >
            {children}
          </DocsFrame>
        ) : (
          children
        )}
      </div>
      <Footer />
    </>
  )
}
