/**
 * A failed page load shows the error text with a "Retry" button. Gatsby stops
 * rendering when a page's data or code cannot be fetched on first load and reports it as an
 * unhandled rejection; on client navigation it reloads the page once, which lands here too
 * if the load still fails, so there is never a reload loop.
 */
const LOAD_FAILURE =
  /page resources for .* not found|Loading chunk .* failed|ChunkLoadError|Failed to fetch dynamically imported module/i

/** The reader is told what to do, in the site's network wording, not Gatsby's internals. */
export const LOAD_FAILURE_TITLE = "This page could not be loaded."
export const LOAD_FAILURE_TEXT = "You might want to check your network connection."

export function isLoadFailure(message: string): boolean {
  return LOAD_FAILURE.test(message)
}

/**
 * Whether a failure concerns the page the reader is on: before the first render every
 * failure does; afterwards only one that names this page. A failed prefetch of another page
 * (a hovered link) must not put an error over the page being read.
 */
export function concernsThisPage(message: string, pathname: string, rendered: boolean): boolean {
  if (!rendered) return true
  const named = /page resources for (\S+) not found/.exec(message)?.[1]
  return named !== undefined && named.replace(/\/$/, "") === pathname.replace(/\/$/, "")
}

/** Shows the box; Retry reloads the page, or runs `retry` (a navigation that never left). */
export function showLoadFailure(retry: () => void = () => window.location.reload()): void {
  if (document.getElementById("load-failure")) return
  const box = document.createElement("div")
  box.id = "load-failure"
  box.setAttribute("role", "alert")
  const title = document.createElement("p")
  title.className = "load-failure-title"
  title.textContent = LOAD_FAILURE_TITLE
  const detail = document.createElement("p")
  detail.className = "load-failure-detail"
  detail.textContent = LOAD_FAILURE_TEXT
  const button = document.createElement("button")
  button.type = "button"
  button.textContent = "Retry"
  button.addEventListener("click", () => {
    box.remove()
    retry()
  })
  box.append(title, detail, button)
  document.body.prepend(box)
  button.focus()
}

export function watchLoadFailures(): void {
  const handle = (reason: unknown): boolean => {
    const message = reason instanceof Error ? reason.message : String(reason ?? "")
    if (!isLoadFailure(message)) return false
    const rendered = (window as { questforgeInteractive?: boolean }).questforgeInteractive === true
    // Kept for whoever debugs it; the reader sees the box (or nothing, for another page).
    console.warn("Page load failed:", message)
    if (concernsThisPage(message, window.location.pathname, rendered)) showLoadFailure()
    return true
  }
  // Handled here, so not "uncaught": the failure is reported to the reader instead.
  window.addEventListener("unhandledrejection", event => {
    if (handle(event.reason)) event.preventDefault()
  })
  window.addEventListener("error", event => {
    if (handle(event.error ?? event.message)) event.preventDefault()
  })
}
