/**
 * Copies the text at `url` to the clipboard. Where the browser supports it the clipboard write
 * starts in the click itself with the download as a promise (Safari refuses a write that starts
 * after an await); else the text is fetched first. Resolves to whether it worked; never throws.
 */
export async function copyMarkdown(url: string): Promise<boolean> {
  // window.fetch, not the bare global: Gatsby's server-rendering bundle swaps a bare `fetch`
  // for node-fetch, which would ship in the page renderer (and warn on every build) for nothing.
  const text = window.fetch(url).then(response => {
    if (!response.ok) throw new Error(`${url}: ${response.status}`)
    // A host that answers every unknown path with the site's start page (a single-page-app
    // fallback) sends HTML with a 200: copying that is worse than saying the copy failed.
    if (/^text\/html/i.test(response.headers.get("content-type") ?? "")) throw new Error(`${url}: HTML, not Markdown`)
    return response.text()
  })
  try {
    if (typeof ClipboardItem !== "undefined" && navigator.clipboard?.write) {
      const blob = text.then(value => new Blob([value], { type: "text/plain" }))
      await navigator.clipboard.write([new ClipboardItem({ "text/plain": blob })])
    } else {
      await navigator.clipboard.writeText(await text)
    }
    return true
  } catch {
    text.catch(() => undefined)
    return false
  }
}
