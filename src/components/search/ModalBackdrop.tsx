import type { ReactNode } from "react"
import { createPortal } from "react-dom"

interface Props {
  onClose: () => void
  /** The dialog. */
  children: ReactNode
}

/**
 * The page-wide backdrop of a search dialog, in a portal on the body: a click beside the dialog
 * closes it (Escape does the same from the keyboard, through the dialog's focus trap).
 */
export function ModalBackdrop({ onClose, children }: Props) {
  return createPortal(
    <div
      className="search-backdrop"
      role="presentation"
      onMouseDown={event => {
        if (event.target === event.currentTarget) onClose()
      }}
    >
      {children}
    </div>,
    document.body,
  )
}
