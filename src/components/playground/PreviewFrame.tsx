import { useCallback, useEffect, useRef } from "react"
import { applyPreviewStyles, estimatePreviewHeight, previewDocument } from "../../lib/playground/preview"
import { linksIgnore } from "../../lib/site-html/regions"
import { useNearScreen } from "./useNearScreen"

/**
 * The preview is the sample website's markup, so it lives in its own document: its headings,
 * ids and styles stay out of the docs page. `sandbox` without `allow-scripts` means nothing in
 * it can run; `allow-same-origin` only lets this page measure its height and apply the sample's
 * style attributes. Links open nowhere (no `allow-popups`), since they belong to the sample
 * website. The document itself, and how its styles pass the Content-Security-Policy, is
 * src/lib/playground/preview.ts.
 *
 * A frame is a document of its own, with its own window to set up, parse, style and lay out:
 * 5–20 ms each on this machine, four times that on Lighthouse's phone, and a page has up to 21.
 * So no frame is in the page's HTML: each example's result is a box of the estimated height
 * until it comes within NEAR_SCREEN of the screen, then the frame is made there and fitted to
 * its content. Without JavaScript, or when the editor's code cannot be loaded, the result is
 * still on the page, in the "Output" block that follows every live example (the doctests require
 * one: test/lib/playground/doctest.test.ts), shown only then (src/styles/live-twig.css).
 */
export function PreviewFrame({ id, html }: { id: string; html: string }) {
  const box = useRef<Element | null>(null)
  const near = useNearScreen(box)
  const setBox = useCallback((element: Element | null) => {
    box.current = element
  }, [])
  const fit = useCallback(() => {
    const frame = box.current
    const doc = frame instanceof HTMLIFrameElement ? frame.contentDocument : null
    // Not the initial empty document a new frame has before its own has loaded.
    if (!(frame instanceof HTMLIFrameElement) || !doc?.body || doc.URL !== "about:srcdoc") return
    if (doc.readyState !== "complete") return
    applyPreviewStyles(doc)
    frame.style.height = `${Math.max(doc.body.scrollHeight, 32)}px`
  }, [])
  // A frame made again (the reader switched back from the HTML view) may load before onLoad is attached.
  useEffect(() => {
    if (near) fit()
  }, [near, fit])
  const height = estimatePreviewHeight(html)
  if (!near) {
    // An SVG box: its height attribute sizes it (a style attribute would need 'unsafe-inline').
    return (
      <svg ref={setBox} id={id} className="live-twig-preview" height={height} aria-hidden="true" focusable="false" />
    )
  }
  return (
    <iframe
      ref={setBox}
      id={id}
      className="live-twig-preview"
      {...linksIgnore}
      title="Result of the example"
      sandbox="allow-same-origin"
      srcDoc={previewDocument(html)}
      height={height}
      onLoad={fit}
    />
  )
}
