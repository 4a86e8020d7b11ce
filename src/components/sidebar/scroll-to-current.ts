/**
 * Scrolls `container` so the current page's link in it (`aria-current="page"`) is in view, a
 * third of the way down, when it is outside: a deep page's link would otherwise sit below the
 * fold of the sidebar, or of the phone's navigation drawer.
 */
export function scrollToCurrent(container: HTMLElement | null): void {
  const link = container?.querySelector<HTMLElement>('[aria-current="page"]')
  if (!container || !link) return
  const offset = link.getBoundingClientRect().top - container.getBoundingClientRect().top
  if (offset < 0 || offset + link.offsetHeight > container.clientHeight) {
    container.scrollTop += offset - container.clientHeight / 3
  }
}
