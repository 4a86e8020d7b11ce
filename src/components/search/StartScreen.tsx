import type { SavedSearch } from "../../lib/search/saved-searches"
import { optionId } from "./HitList"
import { hitLink } from "./search-params"
import type { SavedSearchesState } from "./useSavedSearches"

interface Props {
  saved: SavedSearchesState
  listId: string
  activeIndex: number
  onSelect: (search: SavedSearch, newTab: boolean) => void
}

/** The entries of the start screen in display order: recent searches, then favourites. */
export const startItems = (saved: SavedSearchesState) => [...saved.recent, ...saved.favourites]

/** Recent and favourite searches, each removable; a recent one can be kept as favourite. */
export function StartScreen({ saved, listId, activeIndex, onSelect }: Props) {
  if (saved.recent.length === 0 && saved.favourites.length === 0) {
    return (
      <div className="search-screen search-start-empty">
        <p className="search-screen-help">
          Search guides, integrations and the API. Pages you open from results are listed here next time.
        </p>
      </div>
    )
  }
  const entry = (search: SavedSearch, index: number, favourite: boolean) => (
    <li
      key={`${favourite ? "f" : "r"}-${search.query}-${search.url}`}
      role="none"
      className={`search-saved${index === activeIndex ? " search-hit-active" : ""}`}
    >
      <a
        id={optionId(listId, index)}
        role="option"
        aria-selected={index === activeIndex}
        href={search.url ? hitLink(search.url).href : "#"}
        tabIndex={-1}
        onClick={event => {
          event.preventDefault()
          onSelect(search, event.ctrlKey || event.metaKey)
        }}
      >
        <span className="search-hit-icon" aria-hidden="true">
          {favourite ? "★" : "↺"}
        </span>
        <span className="search-hit-text">
          <span className="search-hit-title">{search.label ?? search.query}</span>
          <span className="search-hit-path">Searched for “{search.query}”</span>
        </span>
      </a>
      {!favourite && (
        <button
          type="button"
          className="search-saved-action"
          aria-label={`Save “${search.query}” as favourite`}
          title="Save as favourite"
          onClick={() => saved.favourite(search)}
        >
          ☆
        </button>
      )}
      <button
        type="button"
        className="search-saved-action"
        aria-label={`Remove “${search.query}” from ${favourite ? "favourites" : "recent searches"}`}
        title="Remove"
        onClick={() => (favourite ? saved.removeFavourite(search) : saved.removeRecent(search))}
      >
        ×
      </button>
    </li>
  )
  return (
    <div id={listId} role="listbox" aria-label="Recent and favourite searches" className="search-results">
      {saved.recent.length > 0 && (
        <div role="group" aria-labelledby={`${listId}-recent`} className="search-group">
          <p id={`${listId}-recent`} className="search-group-title">
            Recent
          </p>
          <ul role="presentation">{saved.recent.map((search, i) => entry(search, i, false))}</ul>
        </div>
      )}
      {saved.favourites.length > 0 && (
        <div role="group" aria-labelledby={`${listId}-favourites`} className="search-group">
          <p id={`${listId}-favourites`} className="search-group-title">
            Favourites
          </p>
          <ul role="presentation">
            {saved.favourites.map((search, i) => entry(search, saved.recent.length + i, true))}
          </ul>
        </div>
      )}
    </div>
  )
}
