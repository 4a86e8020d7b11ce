import { useEffect, type RefObject } from "react"

/** Active traps, innermost last: only it handles keys, so one Escape closes one layer. */
const open: symbol[] = []

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])'

/**
 * While `active`, Tab and Shift+Tab cycle inside `ref`, Escape calls `onEscape`, and focus
 * returns to the element that had it before when the trap ends.
 */
export function useFocusTrap(ref: RefObject<HTMLElement>, active: boolean, onEscape: () => void): void {
  useEffect(() => {
    if (!active) return undefined
    const container = ref.current
    if (!container) return undefined
    const previous = document.activeElement as HTMLElement | null
    const focusables = () =>
      [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(el => el.offsetParent !== null)
    focusables()[0]?.focus()
    const self = Symbol("focus trap")
    open.push(self)
    const onKeyDown = (event: KeyboardEvent) => {
      if (open[open.length - 1] !== self) return
      if (event.key === "Escape") {
        event.preventDefault()
        onEscape()
        return
      }
      if (event.key !== "Tab") return
      const items = focusables()
      if (items.length === 0) return
      const first = items[0]
      const last = items[items.length - 1]
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first.focus()
      }
    }
    document.addEventListener("keydown", onKeyDown)
    return () => {
      open.splice(open.indexOf(self), 1)
      document.removeEventListener("keydown", onKeyDown)
      previous?.focus()
    }
  }, [ref, active, onEscape])
}
