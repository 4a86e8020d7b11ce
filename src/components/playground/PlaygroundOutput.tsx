import { useCallback, useEffect, useRef } from "react"
import { applyPreviewStyles, estimatePreviewHeight, previewDocument } from "../../lib/playground/preview"
import { linksIgnore } from "../../lib/site-html/regions"

/**
 * The preview is the sample website's markup, so it lives in its own document: its headings,
 * ids and styles stay out of the docs page. `sandbox` without `allow-scripts` means nothing in
 * it can run; `allow-same-origin` only lets this page measure its height and apply the sample's style attributes. Links open nowhere
 * (no `allow-popups`), since they belong to the sample website. The document itself, and how
 * its styles pass the Content-Security-Policy, is src/lib/playground/preview.ts.
 */
function PreviewFrame({ id, html }: { id: string; html: string }) {
  const frame = useRef<HTMLIFrameElement>(null)
  // Fitting a frame lays its document out: done for a frame once it nears the screen, not for
  // a page's every example while it hydrates (17 on some pages: one long task on a phone).
  // Until then the frame keeps the height estimated at build time.
  const near = useRef(typeof IntersectionObserver === "undefined")
  const fit = useCallback(() => {
    if (!near.current) return
    const doc = frame.current?.contentDocument
    if (doc) applyPreviewStyles(doc)
    const body = doc?.body
    if (frame.current && body) frame.current.style.height = `${Math.max(body.scrollHeight, 32)}px`
  }, [])
  // The frame may have loaded before hydration attached onLoad.
  useEffect(() => {
    const element = frame.current
    if (!element || near.current) return fit()
    const observer = new IntersectionObserver(
      entries => {
        if (!entries.some(entry => entry.isIntersecting)) return
        observer.disconnect()
        near.current = true
        fit()
      },
      { rootMargin: "400px 0px" },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [fit])
  return (
    <iframe
      ref={frame}
      id={id}
      className="live-twig-preview"
      {...linksIgnore}
      title="Result of the example"
      sandbox="allow-same-origin"
      srcDoc={previewDocument(html)}
      height={estimatePreviewHeight(html)}
      onLoad={fit}
    />
  )
}

interface Props {
  id: string
  view: "preview" | "html"
  preview?: string
  output?: string
  error?: { message: string; line?: number }
  /** Lines written by `log()`: shown under the result, never part of the HTML. */
  log?: string[]
}

function LogLines({ log }: { log?: string[] }) {
  if (!log?.length) return null
  return (
    <div className="live-twig-log">
      <span className="live-twig-result-label">Log</span>
      <pre>
        <code>{log.join("\n")}</code>
      </pre>
    </div>
  )
}

/**
 * The rendered result below the editor. The preview is HTML that went through the
 * sanitiser (at build time, or in the runtime chunk); the HTML view shows the raw output as
 * text. Errors name their line.
 */
export function PlaygroundOutput({ id, view, preview, output, error, log }: Props) {
  if (error) {
    return (
      <>
        <p id={id} className="live-twig-error" role="alert">
          {error.line ? <strong>Line {error.line}: </strong> : null}
          {error.message}
        </p>
        <LogLines log={log} />
      </>
    )
  }
  return (
    <>
      {view === "html" ? (
        <pre id={id} className="live-twig-source">
          <code>{output ?? ""}</code>
        </pre>
      ) : (
        // Sanitised by src/lib/playground/sanitize.ts (at build time or in the runtime chunk).
        <PreviewFrame id={id} html={preview ?? ""} />
      )}
      <LogLines log={log} />
    </>
  )
}
