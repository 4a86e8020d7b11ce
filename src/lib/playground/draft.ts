import { createStorageSlot, type StorageSlot } from "../storage/storage"

/** A short, stable name for an example's original template (FNV-1a, 32 bits). */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(36)
}

function sessionStore() {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage
  } catch {
    return null
  }
}

/**
 * Where a reader's edited template waits across a reload of this tab: when the runtime cannot
 * be loaded (after a deploy the old worker file is gone), the way out is a reload, and the
 * edit must survive it. Keyed by page and by the example's original template, so an edit only
 * comes back to the example it was made in; the tab's sessionStorage, so it never outlives
 * the tab.
 */
export function draftSlot(pathname: string, original: string): StorageSlot {
  return createStorageSlot(`qf-live-draft:${pathname}:${fingerprint(original)}`, sessionStore)
}
