import { navigate, prefetchPathname } from "gatsby"
import { contentLink } from "../lib/paths/content-link"
import { CLIENT_LINKS } from "../lib/site-html/regions"

/**
 * Page links inside content regions are plain `<a>` elements (the build writes their final
 * href: src/node/rehype-content-links.ts), so a page's prose ships as HTML strings instead of
 * one React element per link. This module gives them what Gatsby's <Link> gives a React link:
 * client-side routing on a plain left click, prefetching on hover, focus or touch (Gatsby's
 * `hovering`, a no-op on slow connections: browser-hooks.ts) and when they scroll into view
 * (Gatsby's `prefetchPathname`, which skips slow connections itself).
 */

/** The page path a link inside a content region leads to, or null for any other link. */
function pagePathOf(target: EventTarget | null): string | null {
  const anchor = target instanceof Element ? target.closest("a[href]") : null
  if (!(anchor instanceof HTMLAnchorElement) || !anchor.closest(`[${CLIENT_LINKS}]`)) return null
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null
  const link = contentLink(anchor.getAttribute("href") ?? "")
  return link.kind === "page" ? link.href : null
}

const pathnameOf = (href: string) => new URL(href, window.location.href).pathname

function onClick(event: MouseEvent) {
  // A link React already handled (Gatsby's <Link> prevents the default), a new-tab or
  // download gesture, or a right/middle click: the browser's own behaviour.
  if (event.defaultPrevented || event.button !== 0) return
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  const href = pagePathOf(event.target)
  if (href === null) return
  event.preventDefault()
  void navigate(href)
}

const hovered = new Set<string>()
function onIntent(event: Event) {
  const href = pagePathOf(event.target)
  if (href === null) return
  const pathname = pathnameOf(href)
  if (hovered.has(pathname) || pathname === window.location.pathname) return
  hovered.add(pathname)
  window.___loader?.hovering(pathname)
}

/** Once per visit: one listener each on the document serves every content link of every page. */
export function watchContentLinks() {
  document.addEventListener("click", onClick)
  document.addEventListener("mouseover", onIntent, { passive: true })
  document.addEventListener("focusin", onIntent, { passive: true })
  document.addEventListener("touchstart", onIntent, { passive: true })
}

let observer: IntersectionObserver | null = null

/** After each render of a page: prefetch its content's page links once they are in view. */
export function prefetchVisibleContentLinks() {
  observer?.disconnect()
  if (typeof IntersectionObserver === "undefined") return
  const seen = new IntersectionObserver(entries => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue
      seen.unobserve(entry.target)
      const href = pagePathOf(entry.target)
      if (href !== null) prefetchPathname(pathnameOf(href))
    }
  })
  observer = seen
  for (const anchor of document.querySelectorAll(`[${CLIENT_LINKS}] a[href]`)) {
    if (pagePathOf(anchor) !== null) seen.observe(anchor)
  }
}
