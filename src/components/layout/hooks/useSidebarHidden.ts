import { useCallback, useEffect, useState } from "react"
import { createStorageSlot } from "../../../lib/storage/storage"

const sidebarHiddenSlot = createStorageSlot("docs-sidebar-hidden")

/**
 * Whether the reader hid the desktop sidebar. Kept by the shell, which stays mounted, so the
 * choice holds from page to page; read once after hydration (the server cannot know it) and
 * written on every change, so it also holds after a reload. Without storage it lasts the visit.
 */
export function useSidebarHidden(): [boolean, (hidden: boolean) => void] {
  const [hidden, setHiddenState] = useState(false)
  useEffect(() => setHiddenState(sidebarHiddenSlot.get() === "1"), [])
  const setHidden = useCallback((value: boolean) => {
    setHiddenState(value)
    if (value) sidebarHiddenSlot.set("1")
    else sidebarHiddenSlot.remove()
  }, [])
  return [hidden, setHidden]
}
