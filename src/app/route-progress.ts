/**
 * A progress bar shows on route change only after a 200 ms delay, so fast
 * navigations never flash it. Plain DOM, outside React, so it costs no re-render.
 */
export const PROGRESS_DELAY_MS = 200

let timer: number | undefined

function bar(): HTMLElement {
  let element = document.getElementById("route-progress")
  if (!element) {
    element = document.createElement("div")
    element.id = "route-progress"
    element.setAttribute("role", "progressbar")
    element.setAttribute("aria-label", "Loading page")
    document.body.appendChild(element)
  }
  return element
}

export function startRouteProgress(): void {
  window.clearTimeout(timer)
  timer = window.setTimeout(() => bar().classList.add("visible"), PROGRESS_DELAY_MS)
}

export function stopRouteProgress(): void {
  window.clearTimeout(timer)
  document.getElementById("route-progress")?.classList.remove("visible")
}
