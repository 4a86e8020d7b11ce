import React from "react"

interface Props {
  id: string
  view: "preview" | "html"
  preview?: string
  output?: string
  error?: { message: string; line?: number }
}

/**
 * The rendered result below the editor. The preview is HTML that went through the
 * sanitiser (at build time, or in the runtime chunk); the HTML view shows the raw output as
 * text. Errors name their line.
 */
export function PlaygroundOutput({ id, view, preview, output, error }: Props) {
  if (error) {
    return (
      <p id={id} className="live-twig-error" role="alert">
        {error.line ? <strong>Line {error.line}: </strong> : null}
        {error.message}
      </p>
    )
  }
  if (view === "html") {
    return (
      <pre id={id} className="live-twig-source">
        <code>{output ?? ""}</code>
      </pre>
    )
  }
  // eslint-disable-next-line react/no-danger -- sanitised by src/lib/playground/sanitize.ts
  return <div id={id} className="live-twig-preview" dangerouslySetInnerHTML={{ __html: preview ?? "" }} />
}
