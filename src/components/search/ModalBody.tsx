import { Link } from "gatsby"
import { useCallback, useEffect, useId, useRef } from "react"
import type { SavedSearch } from "../../lib/search/saved-searches"
import type { SearchHit } from "./hit-display"
import { HitList, optionId } from "./HitList"
import { openLink } from "./open-link"
import { ErrorScreen } from "./ErrorScreen"
import { NoResultsScreen } from "./NoResultsScreen"
import { StalledIndicator } from "./StalledIndicator"
import { hitLink, searchPageUrl } from "./search-params"
import { MAX_QUERY_LENGTH } from "../../lib/search/request-params"
import { startItems, StartScreen } from "./StartScreen"
import { useActiveOption } from "./useActiveOption"
import { useSearchSession } from "./useSearchSession"

type Screen = "start" | "hits" | "none" | "error"

/** Input, the screen for the current state, and the footer; lives inside <InstantSearch>. */
export function ModalBody({ onClose }: { onClose: () => void }) {
  const {
    status,
    results,
    noResults,
    hits: found,
    saved,
    input,
    query,
    setQuery,
    openHit,
  } = useSearchSession("", onClose)
  const inputRef = useRef<HTMLInputElement>(null)
  // The dialog opens to its input; focus is set here because the input mounts after the trap.
  useEffect(() => inputRef.current?.focus(), [])
  const listId = useId().replace(/:/g, "")
  const screen: Screen = status === "error" ? "error" : !query ? "start" : noResults ? "none" : "hits"
  const hits: SearchHit[] = screen === "hits" ? found : []
  const start = screen === "start" ? startItems(saved) : []

  const openSaved = (search: SavedSearch, newTab: boolean) => {
    if (!search.url) return setQuery(search.query)
    saved.addRecent(search)
    openLink(hitLink(search.url), newTab, onClose)
  }
  const idOf = useCallback((index: number) => optionId(listId, index), [listId])
  const count = screen === "hits" ? hits.length : start.length
  const { active, setActive, onKeyDown } = useActiveOption(
    count,
    `${screen}:${query}:${results?.query ?? ""}`,
    (index, newTab) => (screen === "hits" ? openHit(hits[index], newTab) : openSaved(start[index], newTab)),
    idOf,
  )

  return (
    <>
      <div className="search-modal-header">
        <label htmlFor={`${listId}-input`} className="visually-hidden">
          Search the documentation
        </label>
        <input
          ref={inputRef}
          id={`${listId}-input`}
          className="search-input"
          type="search"
          role="combobox"
          aria-expanded={count > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? idOf(active) : undefined}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
          placeholder="Search docs"
          maxLength={MAX_QUERY_LENGTH}
          value={input}
          onChange={event => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="search-close" onClick={onClose}>
          Cancel
        </button>
      </div>
      {/* Focusable so keyboard readers can scroll a long list (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="search-modal-body" tabIndex={0} aria-busy={status === "loading" || status === "stalled"}>
        {status === "stalled" && <StalledIndicator />}
        {screen === "error" && <ErrorScreen />}
        {screen === "none" && <NoResultsScreen query={query} onSuggestion={setQuery} />}
        {screen === "start" && <StartScreen saved={saved} listId={listId} activeIndex={active} onSelect={openSaved} />}
        {screen === "hits" && (
          <HitList hits={hits} listId={listId} activeIndex={active} onOpen={openHit} onHover={setActive} />
        )}
      </div>
      <div className="search-modal-footer">
        {query ? (
          <Link to={searchPageUrl(query)} className="search-see-all" onClick={onClose}>
            See all results for “{query}”
          </Link>
        ) : (
          <span />
        )}
        <span className="search-keys" aria-hidden="true">
          <kbd>↑</kbd>
          <kbd>↓</kbd> to navigate <kbd>↵</kbd> to open <kbd>Esc</kbd> to close
        </span>
      </div>
    </>
  )
}
