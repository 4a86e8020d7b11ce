import { useEffect, useState } from "react"

/**
 * The navbar hides on scroll down and shows on scroll up. It never hides near the
 * top of the page, nor while `pinned` (the mobile menu is open).
 */
export function useHideOnScroll(pinned: boolean, threshold = 80): boolean {
  const [hidden, setHidden] = useState(false)
  useEffect(() => {
    let last = window.scrollY
    const onScroll = () => {
      const y = window.scrollY
      if (pinned || y < threshold) setHidden(false)
      else if (y > last + 4) setHidden(true)
      else if (y < last - 4) setHidden(false)
      last = y
    }
    onScroll()
    window.addEventListener("scroll", onScroll, { passive: true })
    return () => window.removeEventListener("scroll", onScroll)
  }, [pinned, threshold])
  return hidden
}
