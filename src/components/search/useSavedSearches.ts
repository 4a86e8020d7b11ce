import { useCallback, useMemo, useState } from "react"
import { createSavedSearches, type SavedSearch } from "../../lib/search/saved-searches"

/** Recent and favourite searches as React state, written through to local storage. */
export function useSavedSearches() {
  const store = useMemo(() => createSavedSearches(), [])
  const [version, setVersion] = useState(0)
  const update = useCallback(
    (action: (search: SavedSearch) => void) => (search: SavedSearch) => {
      action(search)
      setVersion(v => v + 1)
    },
    [],
  )
  return useMemo(
    () => ({
      recent: store.recent(),
      favourites: store.favourites(),
      addRecent: update(store.addRecent),
      removeRecent: update(store.removeRecent),
      favourite: update(store.favourite),
      removeFavourite: update(store.removeFavourite),
    }),
    // `version` re-reads storage after every change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [store, update, version],
  )
}

export type SavedSearchesState = ReturnType<typeof useSavedSearches>
