import { createContext, useContext } from "react"

/**
 * Whether the desktop docs sidebar is hidden. Lives in the shell, which stays mounted across
 * navigation, so a reader's choice holds from page to page.
 */
export const SidebarVisibility = createContext<{ hidden: boolean; setHidden: (hidden: boolean) => void }>({
  hidden: false,
  setHidden: () => undefined,
})

export const useSidebarVisibility = () => useContext(SidebarVisibility)
