import { useEffect, useRef } from "react"
import { Configure, InstantSearch } from "react-instantsearch"
import { useFocusTrap } from "../layout/hooks/useFocusTrap"
import { ModalBackdrop } from "./ModalBackdrop"
import { ModalBody } from "./ModalBody"
import { INDEX_NAME, preloadSearch, searchClient } from "./search-client"
import { searchParameters } from "../../lib/search/request-params"
import { useSnippetWords } from "./useSnippetWords"

interface Props {
  onClose: () => void
  pathname: string
}

/** The search dialog: loaded on demand, focus trapped inside, Escape closes. */
export default function SearchModal({ onClose, pathname }: Props) {
  const dialog = useRef<HTMLDivElement>(null)
  const snippetWords = useSnippetWords()
  useFocusTrap(dialog, true, onClose)
  // Opened by keyboard, nothing warmed the index up: start loading it while the reader types.
  useEffect(preloadSearch, [])
  useEffect(() => {
    const { overflow } = document.body.style
    document.body.style.overflow = "hidden"
    return () => {
      document.body.style.overflow = overflow
    }
  }, [])
  return (
    <ModalBackdrop onClose={onClose}>
      <div ref={dialog} className="search-modal" role="dialog" aria-modal="true" aria-label="Search the documentation">
        <InstantSearch
          searchClient={searchClient}
          indexName={INDEX_NAME}
          future={{ preserveSharedStateOnUnmount: true }}
          insights={false}
        >
          <Configure {...searchParameters(pathname, snippetWords)} />
          <ModalBody onClose={onClose} />
        </InstantSearch>
      </div>
    </ModalBackdrop>
  )
}
