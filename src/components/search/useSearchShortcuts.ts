import { useEffect } from "react"

const isTypingTarget = (target: EventTarget | null) => {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  return target.tagName === "INPUT" || target.tagName === "TEXTAREA" || target.tagName === "SELECT"
}

/**
 * Ctrl+K / Cmd+K open the search from anywhere (browsers would otherwise focus
 * their own search bar); `/` opens it too, except while the reader types in a field or
 * the Twig playground, where `/` is a character.
 */
export function useSearchShortcuts(open: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return
      const modifier = event.ctrlKey || event.metaKey
      if (modifier && !event.altKey && !event.shiftKey && event.key.toLowerCase() === "k") {
        event.preventDefault()
        open()
        return
      }
      if (event.key === "/" && !modifier && !event.altKey && !isTypingTarget(event.target)) {
        event.preventDefault()
        open()
      }
    }
    document.addEventListener("keydown", onKeyDown)
    return () => document.removeEventListener("keydown", onKeyDown)
  }, [open])
}
