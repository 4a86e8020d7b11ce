import { useCallback, useEffect, useRef } from "react"
import { applyPreviewStyles, estimatePreviewHeight, previewDocument } from "../../lib/playground/preview"
import { linksIgnore } from "../../lib/site-html/regions"
import { useNearScreen } from "./useNearScreen"

interface FrameProps {
  id: string
  html: string
  /** Made only once it nears the screen: the server renders a box of the same height. */
  deferred?: boolean
}

/**
 * The preview is the sample website's markup, so it lives in its own document: its headings,
 * ids and styles stay out of the docs page. `sandbox` without `allow-scripts` means nothing in
 * it can run; `allow-same-origin` only lets this page measure its height and apply the sample's
 * style attributes. Links open nowhere (no `allow-popups`), since they belong to the sample
 * website. The document itself, and how its styles pass the Content-Security-Policy, is
 * src/lib/playground/preview.ts.
 *
 * Each frame is a document of its own to parse, style and lay out: a page with 17 examples
 * made 17 while it loaded, most of its main-thread work on a phone (README, "Performance").
 * So only a page's first examples are in its HTML (src/node/remark-twig.ts); the others are
 * boxes of the estimated height until they near the screen, and their text is in the HTML in
 * the "Output" block that follows each example. A frame is fitted to its content (which lays
 * its document out) once it nears the screen too; until then it keeps the estimated height.
 */
export function PreviewFrame({ id, html, deferred = false }: FrameProps) {
  const box = useRef<Element | null>(null)
  const near = useNearScreen(box)
  const setBox = useCallback((element: Element | null) => {
    box.current = element
  }, [])
  const fit = useCallback(() => {
    const frame = box.current
    const doc = frame instanceof HTMLIFrameElement ? frame.contentDocument : null
    // Not the initial empty document a frame has before its own has loaded.
    if (!(frame instanceof HTMLIFrameElement) || !doc?.body || doc.URL !== "about:srcdoc") return
    if (doc.readyState !== "complete") return
    applyPreviewStyles(doc)
    frame.style.height = `${Math.max(doc.body.scrollHeight, 32)}px`
  }, [])
  // The frame may have loaded before hydration attached onLoad.
  useEffect(() => {
    if (near) fit()
  }, [near, fit])
  const height = estimatePreviewHeight(html)
  if (deferred && !near) {
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
      onLoad={() => near && fit()}
    />
  )
}
