import { useRef } from "react"
import { useFocusTrap } from "../layout/hooks/useFocusTrap"
import { ModalBackdrop } from "./ModalBackdrop"
import { ErrorScreen } from "./ErrorScreen"

interface Props {
  retrying: boolean
  /** The site was deployed again since this page was loaded: its search code is gone, a reload brings the new one. */
  updated: boolean
  /** Try again failed as well: a reload is offered beside it. */
  retryFailed: boolean
  onRetry: () => void
  onClose: () => void
}

/**
 * Shown in place of the modal when its code cannot be downloaded: the page stays as it is, the
 * reader gets the modal's own error wording and can try again once back online, or, after a
 * deploy removed the code this page knows, is told so and offered a reload (the same address,
 * so the reader stays where they were). A reload is offered too once trying again failed.
 */
export function SearchLoadFailure({ retrying, updated, retryFailed, onRetry, onClose }: Props) {
  const dialog = useRef<HTMLDivElement>(null)
  useFocusTrap(dialog, true, onClose)
  return (
    <ModalBackdrop onClose={onClose}>
      <div
        ref={dialog}
        className="search-load-failure"
        role="alertdialog"
        aria-modal="true"
        aria-label="Search could not be loaded"
        aria-busy={retrying}
      >
        {updated ? (
          <div className="search-screen search-error" role="alert">
            <p className="search-screen-title">The site was updated</p>
            <p className="search-screen-help">This page was opened before the update. Reload it to search.</p>
          </div>
        ) : (
          <ErrorScreen />
        )}
        {!updated && retryFailed && (
          <p className="search-screen-help">
            Trying again did not help: reloading the page fetches the site&apos;s code again.
          </p>
        )}
        <div className="search-load-failure-actions">
          {(updated || retryFailed) && (
            <button type="button" className="button" onClick={() => window.location.reload()}>
              Reload page
            </button>
          )}
          {/* Stays enabled while retrying so focus never drops out of the dialog. */}
          <button type="button" className="button" onClick={onRetry}>
            Try again
          </button>
          <button type="button" className="search-close" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </ModalBackdrop>
  )
}
