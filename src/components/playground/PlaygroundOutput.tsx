import { PreviewFrame } from "./PreviewFrame"

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
 * text. Errors name their line. An empty result says so: a blank box reads as a broken example.
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
  const printed = output ?? preview ?? ""
  if (printed.trim() === "") {
    return (
      <>
        <p id={id} className="live-twig-empty">
          {printed === "" ? "The template printed nothing." : "The template printed only whitespace."}
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
