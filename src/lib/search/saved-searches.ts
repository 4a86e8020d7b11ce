import { createStorageSlot, readJson, writeJson, type StorageSlot } from "../storage/storage"

/**
 * Recent and favourite searches (SPEC §2 start screen, §9 limits): at most 7 recent searches,
 * or 4 when there are favourites, and at most 10 favourites. Kept in local storage through
 * the shell's storage module; a corrupted or foreign value reads as an empty list.
 */
export const MAX_RECENT = 7
export const MAX_RECENT_WITH_FAVOURITES = 4
export const MAX_FAVOURITES = 10

export interface SavedSearch {
  /** The query as typed. */
  query: string
  /** The hit the reader opened, if any: where the saved search leads. */
  url: string | null
  label: string | null
}

const isSavedSearch = (value: unknown): value is SavedSearch =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as SavedSearch).query === "string" &&
  (value as SavedSearch).query.length > 0 &&
  ((value as SavedSearch).url === null || typeof (value as SavedSearch).url === "string") &&
  ((value as SavedSearch).label === null || typeof (value as SavedSearch).label === "string")

const isList = (value: unknown): value is SavedSearch[] => Array.isArray(value)

function readList(slot: StorageSlot): SavedSearch[] {
  // Keep the valid entries of a partly damaged list rather than dropping everything.
  return readJson(slot, isList, []).filter(isSavedSearch)
}

const sameSearch = (a: SavedSearch, b: SavedSearch) => a.query === b.query && a.url === b.url

export interface SavedSearches {
  recent(): SavedSearch[]
  favourites(): SavedSearch[]
  /** Records a search the reader completed; newest first, duplicates moved to the top. */
  addRecent(search: SavedSearch): void
  removeRecent(search: SavedSearch): void
  /** Moves a recent search to the favourites. */
  favourite(search: SavedSearch): void
  removeFavourite(search: SavedSearch): void
}

export function createSavedSearches(
  recentSlot: StorageSlot = createStorageSlot("search-recent"),
  favouriteSlot: StorageSlot = createStorageSlot("search-favourites"),
): SavedSearches {
  const favourites = () => readList(favouriteSlot).slice(0, MAX_FAVOURITES)
  const recentLimit = () => (favourites().length > 0 ? MAX_RECENT_WITH_FAVOURITES : MAX_RECENT)
  const recent = () => readList(recentSlot).filter(r => !favourites().some(f => sameSearch(f, r))).slice(0, recentLimit())
  return {
    recent,
    favourites,
    addRecent(search) {
      if (favourites().some(f => sameSearch(f, search))) return
      writeJson(recentSlot, [search, ...readList(recentSlot).filter(r => !sameSearch(r, search))].slice(0, MAX_RECENT))
    },
    removeRecent(search) {
      writeJson(recentSlot, readList(recentSlot).filter(r => !sameSearch(r, search)))
    },
    favourite(search) {
      writeJson(favouriteSlot, [search, ...favourites().filter(f => !sameSearch(f, search))].slice(0, MAX_FAVOURITES))
      writeJson(recentSlot, readList(recentSlot).filter(r => !sameSearch(r, search)))
    },
    removeFavourite(search) {
      writeJson(favouriteSlot, favourites().filter(f => !sameSearch(f, search)))
    },
  }
}
