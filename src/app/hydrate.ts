import { startTransition, type ReactNode } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"

/**
 * Gatsby's hydration, with one change: an error React recovers from (a page that throws
 * while hydrating is rendered again on the client, where its error boundary shows "This page
 * crashed") is logged, not re-thrown to the window as an uncaught error; the boundary already
 * reported the crash itself.
 */
export function hydrate(element: ReactNode, container: Element | null): void {
  if (!container) return
  const onRecoverableError = (error: unknown) => console.error("Recovered while hydrating:", error)
  // Static hosts answer every unknown path with 404.html, rendered for the path "/404.html":
  // hydrating it under another path mismatches (the path shown, active links), so it is
  // rendered afresh instead. Otherwise like Gatsby: server-rendered markup is hydrated.
  const servedFor = (window as { pagePath?: string }).pagePath
  const notFoundElsewhere = servedFor === "/404.html" && window.location.pathname !== servedFor
  // Hydration as a transition: React then works in slices of a few milliseconds and yields to
  // the browser between them (input, paint) instead of blocking the main thread for the whole
  // page at once. The markup is already on screen, so nothing waits for it; Lighthouse's total
  // blocking time on a phone fell from 75–207 ms (README, "Performance").
  if (!notFoundElsewhere && document.getElementById("gatsby-focus-wrapper")?.children.length)
    startTransition(() => {
      hydrateRoot(container, element, { onRecoverableError })
    })
  else createRoot(container, { onRecoverableError }).render(element)
}
