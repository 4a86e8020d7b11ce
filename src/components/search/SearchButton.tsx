import { useCallback, useEffect, useState, type ComponentType } from "react"
import { loadSearchModal, type SearchModalProps } from "./modal-loader"
import { SearchLoadFailure } from "./SearchLoadFailure"
import { siteUpdated } from "./site-updated"
import { useSearchShortcuts } from "./useSearchShortcuts"

/**
 * Starts downloading the search code and the index. The client is its own chunk, fetched in
 * parallel with the modal's, so it adds nothing to the first load of a page.
 */
const preloadSearch = () => {
  import("./search-client").then(client => client.preloadSearch()).catch(() => undefined)
}

/** Starts loading the modal code and the index before the click, so the first results are quick. */
const warmUp = () => {
  // A failure here is only a missed head start: opening the modal tries again and reports it.
  loadSearchModal().catch(() => undefined)
  preloadSearch()
}

/** "updated": the code failed because the site was deployed again since this tab loaded it. */
type Loading = "idle" | "loading" | "failed" | "updated" | "retrying"

/** The navbar's search entry point; the modal and everything it needs load on demand. */
export function SearchButton({ pathname }: { pathname: string }) {
  const [open, setOpen] = useState(false)
  const [Modal, setModal] = useState<ComponentType<SearchModalProps> | null>(null)
  const [loading, setLoading] = useState<Loading>("idle")
  // Try again that failed too: the code may be gone without a new build being named (a host or
  // cache serving part of a deploy), which only a reload can mend.
  const [retryFailed, setRetryFailed] = useState(false)
  const [shortcut, setShortcut] = useState("Ctrl K")
  // The import's rejection is caught here, so a missing chunk shows a message instead of
  // reaching Gatsby's loader or an error boundary (which would reload or blank the page).
  const load = useCallback((attempt: Loading) => {
    setLoading(attempt)
    preloadSearch()
    loadSearchModal().then(
      module => {
        setModal(() => module.default)
        setLoading("idle")
      },
      () =>
        void siteUpdated().then(updated => {
          if (attempt === "retrying") setRetryFailed(true)
          setLoading(updated ? "updated" : "failed")
        }),
    )
  }, [])
  // The modal code and the index download in parallel, whichever way the modal is opened.
  const show = useCallback(() => {
    setOpen(true)
    load("loading")
  }, [load])
  const retry = useCallback(() => load("retrying"), [load])
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
          <path
            fill="currentColor"
            d="M8.5 2a6.5 6.5 0 0 1 5.2 10.4l4 4-1.3 1.3-4-4A6.5 6.5 0 1 1 8.5 2Zm0 2a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9Z"
          />
        </svg>
        <span className="search-button-label">Search</span>
        <kbd className="search-button-keys" data-keys={shortcut} aria-hidden="true" />
      </button>
      {open && Modal && <Modal onClose={close} pathname={pathname} />}
      {open && !Modal && (loading === "failed" || loading === "updated" || loading === "retrying") && (
        <SearchLoadFailure
          retrying={loading === "retrying"}
          updated={loading === "updated"}
          retryFailed={retryFailed}
          onRetry={retry}
          onClose={close}
        />
      )}
    </>
  )
}
