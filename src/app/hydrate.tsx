import { startTransition, type ReactNode } from "react"
import { createRoot, hydrateRoot, type Root } from "react-dom/client"
import { PageErrorBoundary } from "./PageErrorBoundary"

/**
 * Gatsby's hydration, with two changes: an error React recovers from (a page that throws
 * while hydrating is rendered again on the client, where its error boundary shows "This page
 * crashed") is logged, not re-thrown to the window as an uncaught error; the boundary already
 * reported the crash itself; and an error nothing below catches draws the plain shell.
 */
export function hydrate(app: ReactNode, container: Element | null): () => void {
  if (!container) return () => undefined
  // The last resort, around everything Gatsby renders (its router and page loader included,
  // which sit above every boundary a page or wrapper API can place): whatever they throw, the
  // reader gets the plain site header, "This page crashed" and a way home, not a blank tab.
  // A class component adds no markup, so hydration still matches the server's.
  const element = <PageErrorBoundary scope="site">{app}</PageErrorBoundary>
  const onRecoverableError = (error: unknown) => console.error("Recovered while hydrating:", error)
  // Static hosts answer every unknown path with 404.html, rendered for the path "/404.html":
  // hydrating it under another path mismatches (the path shown, active links), so it is
  // rendered afresh instead. Otherwise like Gatsby: server-rendered markup is hydrated. Only
  // markup inside this container counts: `gatsby develop` also renders its loading indicator
  // through this function, into an empty element of its own.
  const servedFor = (window as { pagePath?: string }).pagePath
  const notFoundElsewhere = servedFor === "/404.html" && window.location.pathname !== servedFor
  const serverRendered = Boolean(container.querySelector("#gatsby-focus-wrapper")?.children.length)
  // Hydration as a transition: React then works in slices of a few milliseconds and yields to
  // the browser between them (input, paint) instead of blocking the main thread for the whole
  // page at once. The markup is already on screen, so nothing waits for it; hydrating in one
  // piece had cost 75–207 ms of total blocking time in Lighthouse's phone runs.
  if (!notFoundElsewhere && serverRendered) {
    let root: Root | null = null
    startTransition(() => {
      root = hydrateRoot(container, element, { onRecoverableError })
    })
    return () => root?.unmount()
  }
  const root = createRoot(container, { onRecoverableError })
  root.render(element)
  // Gatsby unmounts what it rendered this way (its develop loading indicator) with this.
  return () => root.unmount()
}
