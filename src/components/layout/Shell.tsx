import React, { type ReactNode } from "react"
import { AnnouncementBar } from "./AnnouncementBar"
import { Footer } from "./Footer"
import { Navbar } from "./Navbar"

/** The frame every page shares; it stays mounted across client navigation. */
export function Shell({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <AnnouncementBar />
      <Navbar />
      <div className="shell-body">{children}</div>
      <Footer />
    </>
  )
}
