import { useRef } from "react"
import { useFocusTrap } from "../layout/hooks/useFocusTrap"
import { ModalBackdrop } from "./ModalBackdrop"
import { ErrorScreen } from "./ErrorScreen"

interface Props {
  retrying: boolean
  onRetry: () => void
  onClose: () => void
}

/**
 * Shown in place of the modal when its code cannot be downloaded: the page stays as it is, the
 * reader gets the modal's own error wording and can try again once back online.
 */
export function SearchLoadFailure({ retrying, onRetry, onClose }: Props) {
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
        <ErrorScreen />
        <div className="search-load-failure-actions">
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
