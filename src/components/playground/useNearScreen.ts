import { useEffect, useState, type RefObject } from "react"

/** How far below (and above) the screen a preview is made and fitted, in CSS pixels. */
const NEAR_SCREEN = "400px 0px"

/** Whether the element has come within NEAR_SCREEN of the screen (once true, stays true). */
export function useNearScreen(element: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const target = element.current
    if (!target || near) return
    if (typeof IntersectionObserver === "undefined") return setNear(true)
    const observer = new IntersectionObserver(
      entries => {
        if (!entries.some(entry => entry.isIntersecting)) return
        observer.disconnect()
        setNear(true)
      },
      { rootMargin: NEAR_SCREEN },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [element, near])
  return near
}
