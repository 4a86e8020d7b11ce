import { createStorageSlot } from "../../lib/storage/storage"

/**
 * The tab chosen in each `<Tabs groupId>` group, shared by every tab set of the group on every
 * page and kept in local storage across reloads. Kept in memory too, so that without storage
 * the sets of one visit still follow each other.
 */
const memory = new Map<string, string>()
const listeners = new Set<() => void>()

const slot = (groupId: string) => createStorageSlot(`docs-tab-choice-${groupId}`)

export function readTabChoice(groupId: string): string | null {
  return memory.get(groupId) ?? slot(groupId).get()
}

export function chooseTab(groupId: string, label: string): void {
  memory.set(groupId, label)
  slot(groupId).set(label)
  listeners.forEach(listener => listener())
}

/** For useSyncExternalStore; a choice made in another tab of the browser arrives as a `storage` event. */
export function subscribeTabChoice(listener: () => void): () => void {
  listeners.add(listener)
  window.addEventListener("storage", listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener("storage", listener)
  }
}
