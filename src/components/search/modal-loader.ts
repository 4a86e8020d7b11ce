import type { ComponentType } from "react"

export interface SearchModalProps {
  onClose: () => void
  pathname: string
}

type ModalModule = { default: ComponentType<SearchModalProps> }

let pending: Promise<ModalModule> | null = null

/**
 * Loads the modal's code once. A failed attempt (offline, or a chunk gone after a deploy) is
 * forgotten, so the next call asks webpack again, which fetches the chunk afresh. Every caller
 * handles the rejection itself: left unhandled it would reach the shell's load-failure banner
 * (src/app/load-failure.ts) and React.lazy would hand it to an error boundary, taking the page
 * down for a navbar feature.
 */
export function loadSearchModal(): Promise<ModalModule> {
  if (!pending) {
    pending = import(/* webpackChunkName: "search-modal" */ "./SearchModal").catch((error: unknown) => {
      pending = null
      throw error
    })
  }
  return pending
}
