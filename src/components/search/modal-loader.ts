import type { ComponentType } from "react"
import { loadOnce } from "../../lib/retry/load-once"

export interface SearchModalProps {
  onClose: () => void
  pathname: string
}

/**
 * Loads the modal's code once (a failed attempt is retried on the next call). Every caller
 * handles the rejection itself: left unhandled it would reach the shell's load-failure banner
 * (src/app/load-failure.ts) and React.lazy would hand it to an error boundary, taking the page
 * down for a navbar feature.
 */
export const loadSearchModal: () => Promise<{ default: ComponentType<SearchModalProps> }> = loadOnce(
  () => import(/* webpackChunkName: "search-modal" */ "./SearchModal"),
)
