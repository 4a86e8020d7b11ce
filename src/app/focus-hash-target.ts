import { readablePath } from "../lib/paths/url-shape"

/**
 * After a client navigation to an address with a hash (a heading picked in the search, a link
 * to a section of another page), moves the keyboard focus to that section's element, as a
 * browser does when it loads such an address: otherwise focus stayed at the top of the new
 * page, and the next Tab went to "Skip to main content" instead of into the section.
 * The page has already scrolled there; focusing does not scroll again. A hash that names no
 * element, or that is not valid percent-encoding, leaves the focus where it is. Returns the
 * element focused, or null.
 */
export function focusHashTarget(hash: string, root: Document = document): HTMLElement | null {
  if (hash.length < 2) return null
  // A malformed escape stays as typed, and so names no element.
  const target = root.getElementById(readablePath(hash.slice(1)))
  if (!target) return null
  // Headings are not focusable by themselves (tabIndex -1 without the attribute); -1 makes them
  // focusable and keeps them out of the Tab order. Links and buttons are left as they are.
  if (target.tabIndex < 0 && !target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1")
  target.focus({ preventScroll: true })
  return target
}

/**
 * For `ms` after the section is focused, focus moved to an element around it (the router's
 * page wrapper, which the router focuses once the new page's effects have run) goes back to
 * the section. Focus the reader moves anywhere else stays where they put it.
 */
export function keepSectionFocus(target: HTMLElement, ms: number, root: Document = document): void {
  const onFocus = (event: FocusEvent) => {
    const moved = event.target
    if (moved instanceof Node && moved !== target && moved.contains(target)) target.focus({ preventScroll: true })
  }
  root.addEventListener("focusin", onFocus)
  window.setTimeout(() => root.removeEventListener("focusin", onFocus), ms)
}
