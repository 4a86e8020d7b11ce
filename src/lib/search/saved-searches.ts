import { createStorageSlot, readJson, writeJson, type StorageSlot } from "../storage/storage"
import { isSafeHitUrl } from "./hit-url"

/**
 * Recent and favourite searches on the search start screen: at most 7 recent searches,
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

/** Longest query a saved search may hold (the input allows 64 characters). */
const MAX_SAVED_QUERY = 64

/** A stored entry is shown only if every field is what the modal itself writes; a URL only if safe. */
const isSavedSearch = (value: unknown): value is SavedSearch =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as SavedSearch).query === "string" &&
  (value as SavedSearch).query.length > 0 &&
  (value as SavedSearch).query.length <= MAX_SAVED_QUERY &&
  ((value as SavedSearch).url === null || isSafeHitUrl((value as SavedSearch).url)) &&
  ((value as SavedSearch).label === null || typeof (value as SavedSearch).label === "string")

const isList = (value: unknown): value is unknown[] => Array.isArray(value)

/**
 * Keeps the valid entries of a partly damaged list rather than dropping everything, and reads
 * no more than could ever have been written: a tampered list of thousands of entries costs
 * no more than a real one.
 */
function readList(slot: StorageSlot, limit: number): SavedSearch[] {
  return readJson(slot, isList, [])
    .slice(0, limit * 4)
    .filter(isSavedSearch)
    .slice(0, limit)
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
  const favourites = () => readList(favouriteSlot, MAX_FAVOURITES)
  const recents = () => readList(recentSlot, MAX_RECENT)
  const recent = () => {
    const saved = favourites()
    const limit = saved.length > 0 ? MAX_RECENT_WITH_FAVOURITES : MAX_RECENT
    return recents()
      .filter(r => !saved.some(f => sameSearch(f, r)))
      .slice(0, limit)
  }
  return {
    recent,
    favourites,
    addRecent(search) {
      if (!isSavedSearch(search) || favourites().some(f => sameSearch(f, search))) return
      writeJson(recentSlot, [search, ...recents().filter(r => !sameSearch(r, search))].slice(0, MAX_RECENT))
    },
    removeRecent(search) {
      writeJson(
        recentSlot,
        recents().filter(r => !sameSearch(r, search)),
      )
    },
    favourite(search) {
      // Leave the recent entry in place unless the favourite was really stored (storage full).
      const stored = writeJson(
        favouriteSlot,
        [search, ...favourites().filter(f => !sameSearch(f, search))].slice(0, MAX_FAVOURITES),
      )
      if (stored)
        writeJson(
          recentSlot,
          recents().filter(r => !sameSearch(r, search)),
        )
    },
    removeFavourite(search) {
      writeJson(
        favouriteSlot,
        favourites().filter(f => !sameSearch(f, search)),
      )
    },
  }
}
