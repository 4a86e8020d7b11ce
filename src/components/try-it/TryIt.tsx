import { useEffect, useState, type ComponentType, type ReactNode } from "react"
import type { ConsoleProps } from "./TryItConsole"

/** The console once loaded: opening it on the next API page needs no fetch. */
let loaded: ComponentType<ConsoleProps> | null = null

/**
 * An API operation's code samples with a "Try it" button. Without JavaScript (and in the built
 * HTML) this is only the samples: the button appears once the page runs. The console — its form,
 * the mock API and its validators — is a chunk of its own, fetched on the first click, so it
 * adds nothing to a page's first load. Once open, the console shows the samples (the reader's
 * request once edited).
 */
export function TryIt({ operation, children }: { operation: string; children?: ReactNode }) {
  const [enhanced, setEnhanced] = useState(false)
  const [open, setOpen] = useState(false)
  const [Console, setConsole] = useState(() => loaded)
  const [failed, setFailed] = useState(false)
  useEffect(() => setEnhanced(true), [])
  const toggle = () => {
    setOpen(!open)
    if (Console) return
    setFailed(false)
    import(/* webpackChunkName: "try-it" */ "./TryItConsole").then(
      module => setConsole(() => (loaded = module.TryItConsole)),
      () => setFailed(true),
    )
  }
  return (
    <div className="try-it">
      {enhanced && (
        <button type="button" className="try-it-toggle" aria-expanded={open} onClick={toggle}>
          Try it
        </button>
      )}
      {open && failed && (
        <p role="alert">The console could not be loaded. Check the connection and select Try it again.</p>
      )}
      {open && Console ? <Console operation={operation}>{children}</Console> : children}
    </div>
  )
}
