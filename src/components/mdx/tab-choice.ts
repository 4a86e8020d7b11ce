import { createStorageSlot, STORAGE_KEY_SUFFIX } from "../../lib/storage/storage"

/**
 * The tab chosen in each `<Tabs groupId>` group, shared by every tab set of the group on every
 * page and kept in local storage across reloads. Kept in memory too, so that without storage
 * the sets of one visit still follow each other.
 */
const memory = new Map<string, string>()
const listeners = new Set<() => void>()

const key = (groupId: string) => `docs-tab-choice-${groupId}`
const slot = (groupId: string) => createStorageSlot(key(groupId))

export function readTabChoice(groupId: string): string | null {
  return memory.get(groupId) ?? slot(groupId).get()
}

export function chooseTab(groupId: string, label: string): void {
  memory.set(groupId, label)
  slot(groupId).set(label)
  listeners.forEach(listener => listener())
}

/**
 * A choice made in another tab of the browser is now in storage: this tab's memory of its own
 * earlier choice must not hide it (`key` is null when storage was cleared).
 */
function forgetOverwritten(event: StorageEvent): void {
  for (const groupId of memory.keys()) {
    if (event.key === null || event.key === `${key(groupId)}${STORAGE_KEY_SUFFIX}`) memory.delete(groupId)
  }
}

/** For useSyncExternalStore; a choice made in another tab of the browser arrives as a `storage` event. */
export function subscribeTabChoice(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    forgetOverwritten(event)
    listener()
  }
  listeners.add(listener)
  window.addEventListener("storage", onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener("storage", onStorage)
  }
}
