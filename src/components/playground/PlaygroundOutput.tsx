import { useCallback, useEffect, useRef } from "react"

/**
 * The preview is the sample website's markup, so it lives in its own document: its headings,
 * ids and styles stay out of the docs page. `sandbox` without `allow-scripts` means nothing in
 * it can run; `allow-same-origin` only lets this page measure its height. Links open nowhere
 * (no `allow-popups`), since they belong to the sample website.
 */
const PREVIEW_STYLE =
  "body{margin:0;padding:.75rem 1rem;font:16px/1.6 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#e6e8ef;background:#0f1117;overflow-wrap:anywhere}" +
  // Plain-text output keeps its line breaks; markup is laid out as HTML.
  "body.text{white-space:pre-wrap}" +
  "a{color:#8ab4ff}img{max-width:100%}table{border-collapse:collapse}td,th{border:1px solid #2a2f3d;padding:.25em .5em}" +
  "h1,h2,h3{line-height:1.25;margin:.4em 0}p{margin:.4em 0}ul,ol{margin:.4em 0}"

const isMarkup = (html: string) => /<[a-z][^>]*>/i.test(html)

const previewDocument = (html: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><base target="_blank"><style>${PREVIEW_STYLE}</style></head><body${isMarkup(html) ? "" : ' class="text"'}>${html}</body></html>`

function PreviewFrame({ id, html }: { id: string; html: string }) {
  const frame = useRef<HTMLIFrameElement>(null)
  const fit = useCallback(() => {
    const body = frame.current?.contentDocument?.body
    if (frame.current && body) frame.current.style.height = `${Math.max(body.scrollHeight, 32)}px`
  }, [])
  // The frame may have loaded before hydration attached onLoad.
  useEffect(fit, [fit])
  return (
    <iframe
      ref={frame}
      id={id}
      className="live-twig-preview"
      title="Result of the example"
      sandbox="allow-same-origin"
      srcDoc={previewDocument(html)}
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
