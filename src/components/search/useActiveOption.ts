import { useEffect, useState, type KeyboardEvent } from "react"

/**
 * ↑/↓ move through the options shown (wrapping), Enter opens the active one, Ctrl/Cmd+Enter
 * in a new tab. Focus stays in the input (aria-activedescendant), as in a combobox.
 */
export function useActiveOption(
  count: number,
  resetKey: string,
  open: (index: number, newTab: boolean) => void,
  optionId: (index: number) => string,
) {
  const [active, setActive] = useState(0)
  useEffect(() => setActive(0), [resetKey])
  const current = count === 0 ? -1 : Math.min(active, count - 1)
  useEffect(() => {
    if (current >= 0) document.getElementById(optionId(current))?.scrollIntoView({ block: "nearest" })
  }, [current, optionId])
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault()
      if (count === 0) return
      const step = event.key === "ArrowDown" ? 1 : -1
      setActive((current + step + count) % count)
    } else if (event.key === "Enter" && current >= 0) {
      event.preventDefault()
      open(current, event.ctrlKey || event.metaKey)
    }
  }
  return { active: current, setActive, onKeyDown }
}
