import { useEffect, useState, type ComponentType, type ReactNode } from "react"
import type { ConsoleProps } from "./TryItConsole"

interface Props {
  operation: string
  /** The operation's summary, naming the button: a page may document two operations. */
  summary: string
  children?: ReactNode
}

/**
 * An API operation's code samples with a "Try it" button. Without JavaScript (and in the built
 * HTML) this is only the samples: the button appears once the page runs. The console — its form,
 * the mock API and its validators — is a chunk of its own, fetched on the first click, so it
 * adds nothing to a page's first load. Once open, the console shows the samples (the reader's
 * request once edited).
 */
export function TryIt({ operation, summary, children }: Props) {
  const [state, setState] = useState<"static" | "closed" | "open" | "failed">("static")
  const [Console, setConsole] = useState<ComponentType<ConsoleProps> | null>(null)
  useEffect(() => setState("closed"), [])
  const toggle = () => {
    if (state === "open") return setState("closed")
    setState("open")
    // A failed fetch is tried again by the next click.
    if (!Console)
      import(/* webpackChunkName: "try-it" */ "./TryItConsole").then(
        module => setConsole(() => module.TryItConsole),
        () => setState("failed"),
      )
  }
  return (
    <div className="try-it">
      {state !== "static" && (
        <button
          type="button"
          className="try-it-toggle"
          aria-label={`Try it: ${summary}`}
          aria-expanded={state === "open"}
          onClick={toggle}
        >
          Try it
        </button>
      )}
      {state === "failed" && <p role="alert">Try it could not be loaded. Select it to try again.</p>}
      {state === "open" && Console ? <Console operation={operation}>{children}</Console> : children}
    </div>
  )
}
