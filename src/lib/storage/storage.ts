/**
 * The one door to browser storage: local storage, keys with an empty suffix.
 * When storage is unavailable (blocked cookies, private mode, quota full, no window during
 * server rendering) every call silently does nothing and reads return null, so the site
 * keeps working.
 */
export const STORAGE_KEY_SUFFIX = ""

export interface StorageSlot {
  get(): string | null
  /** Whether the value was stored (false when storage is blocked or full). */
  set(value: string): boolean
  remove(): void
}

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">

function defaultStorage(): StorageLike | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage
  } catch {
    // Accessing window.localStorage itself throws when the browser blocks storage.
    return null
  }
}

export function createStorageSlot(key: string, storage: () => StorageLike | null = defaultStorage): StorageSlot {
  const fullKey = `${key}${STORAGE_KEY_SUFFIX}`
  const attempt = <T>(action: (s: StorageLike) => T, fallback: T): T => {
    try {
      const s = storage()
      return s ? action(s) : fallback
    } catch {
      return fallback
    }
  }
  return {
    get: () => attempt(s => s.getItem(fullKey), null),
    set: value =>
      attempt(s => {
        s.setItem(fullKey, value)
        return true
      }, false),
    remove: () => attempt(s => s.removeItem(fullKey), undefined),
  }
}

/** JSON values on top of a slot; a corrupted or foreign value reads as the fallback. */
export function readJson<T>(slot: StorageSlot, isValid: (value: unknown) => value is T, fallback: T): T {
  const raw = slot.get()
  if (raw === null) return fallback
  try {
    const parsed: unknown = JSON.parse(raw)
    return isValid(parsed) ? parsed : fallback
  } catch {
    return fallback
  }
}

export function writeJson(slot: StorageSlot, value: unknown): boolean {
  return slot.set(JSON.stringify(value))
}
