/**
 * SPEC §2/§8: a failed page load shows the error text with a "Retry" button. Gatsby stops
 * rendering when a page's data or code cannot be fetched on first load and reports it as an
 * unhandled rejection; on client navigation it reloads the page once, which lands here too
 * if the load still fails, so there is never a reload loop.
 */
const LOAD_FAILURE =
  /page resources for .* not found|Loading chunk .* failed|ChunkLoadError|Failed to fetch dynamically imported module/i

export function isLoadFailure(message: string): boolean {
  return LOAD_FAILURE.test(message)
}

export function showLoadFailure(message: string): void {
  if (document.getElementById("load-failure")) return
  const box = document.createElement("div")
  box.id = "load-failure"
  box.setAttribute("role", "alert")
  const title = document.createElement("p")
  title.className = "load-failure-title"
  title.textContent = "This page could not be loaded."
  const detail = document.createElement("p")
  detail.className = "load-failure-detail"
  detail.textContent = message
  const retry = document.createElement("button")
  retry.type = "button"
  retry.textContent = "Retry"
  retry.addEventListener("click", () => window.location.reload())
  box.append(title, detail, retry)
  document.body.prepend(box)
  retry.focus()
}

export function watchLoadFailures(): void {
  const handle = (reason: unknown) => {
    const message = reason instanceof Error ? reason.message : String(reason ?? "")
    if (isLoadFailure(message)) showLoadFailure(message)
  }
  window.addEventListener("unhandledrejection", event => handle(event.reason))
  window.addEventListener("error", event => handle(event.error ?? event.message))
}
