import React, { Suspense, lazy, useCallback, useEffect, useState } from "react"
import { preloadSearch } from "./search-client"
import { useSearchShortcuts } from "./useSearchShortcuts"

const loadModal = () => import("./SearchModal")
const SearchModal = lazy(loadModal)

/** Starts loading the modal code and the index before the click, so the first results are quick. */
const warmUp = () => {
  void loadModal()
  preloadSearch()
}

/** The navbar's search entry point; the modal and everything it needs load on demand. */
export function SearchButton({ pathname }: { pathname: string }) {
  const [open, setOpen] = useState(false)
  const [shortcut, setShortcut] = useState("Ctrl K")
  // The modal code and the index download in parallel, whichever way the modal is opened.
  const show = useCallback(() => {
    warmUp()
    setOpen(true)
  }, [])
  const close = useCallback(() => setOpen(false), [])
  useSearchShortcuts(show)
  useEffect(() => {
    if (/Mac|iPhone|iPad/.test(navigator.platform)) setShortcut("⌘ K")
  }, [])
  return (
    <>
      <button
        type="button"
        className="search-button"
        aria-label="Search the documentation"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={show}
        onMouseEnter={warmUp}
        onFocus={warmUp}
        onTouchStart={warmUp}
      >
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 20 20">
          <path fill="currentColor" d="M8.5 2a6.5 6.5 0 0 1 5.2 10.4l4 4-1.3 1.3-4-4A6.5 6.5 0 1 1 8.5 2Zm0 2a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9Z" />
        </svg>
        <span className="search-button-label">Search</span>
        <kbd className="search-button-keys">{shortcut}</kbd>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchModal onClose={close} pathname={pathname} />
        </Suspense>
      )}
    </>
  )
}
