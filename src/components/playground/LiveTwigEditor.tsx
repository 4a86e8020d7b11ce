import { useEffect, useId, useRef, useState } from "react"
import { draftSlot } from "../../lib/playground/draft"
import {
  RELOAD_LOSES_EDIT_QUESTION,
  RENDER_DELAY_MS,
  RUNTIME_UNAVAILABLE_MESSAGE,
  RUNTIME_UNAVAILABLE_NOT_KEPT_MESSAGE,
} from "../../lib/playground/limits"
import { searchIgnore } from "../../lib/site-html/regions"
import { PlaygroundOutput } from "./PlaygroundOutput"
import type { LiveResult } from "./twig-runtime"
import { useTwigRuntime } from "./useTwigRuntime"

export interface LiveTwigProps {
  source: string
  title?: string
  /** Build-time render: raw output and its sanitised preview, or the error. */
  output?: string
  preview?: string
  error?: string
  errorLine?: string
  /** Lines written by `log()`, one per line. */
  log?: string
}

interface Shown {
  output?: string
  preview?: string
  error?: { message: string; line?: number }
  log?: string[]
}

const initialOf = ({ output, preview, error, errorLine, log }: LiveTwigProps): Shown => ({
  ...(error ? { error: { message: error, line: errorLine ? Number(errorLine) : undefined } } : { output, preview }),
  log: log ? log.split("\n") : [],
})

const shownOf = (result: LiveResult): Shown =>
  result.ok
    ? { output: result.output, preview: result.preview, log: result.log }
    : { error: { message: result.message, line: result.line }, log: result.log }

/**
 * A live Twig example (the playground shows below the code): an editable template,
 * the rendered result below it, re-rendered as the reader types, a preview / HTML toggle and
 * a reset. The first render comes from the build, so the page shows real output before any
 * JavaScript runs; the runtime loads when the reader focuses or edits the template. Pages
 * use it as an island (./LiveTwig.tsx): its code arrives after the page has hydrated.
 */
export function LiveTwigEditor(props: LiveTwigProps) {
  const id = useId().replace(/:/g, "")
  const [code, setCode] = useState(props.source)
  // Read-only until hydrated: React would replace what the reader typed into the server's
  // markup with the template it hydrates (the island's code may arrive a moment after the page).
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const [shown, setShown] = useState<Shown>(() => initialOf(props))
  const [view, setView] = useState<"preview" | "html">("preview")
  const { status, load, render } = useTwigRuntime()
  // Only the newest edit (or a reset) may change what is shown.
  const generation = useRef(0)
  const delay = useRef<ReturnType<typeof setTimeout>>()
  useEffect(() => () => clearTimeout(delay.current), [])
  const draft = () => draftSlot(window.location.pathname, props.source)

  const show = (source: string) => {
    const mine = ++generation.current
    render(source).then(
      result => {
        // The runtime works again: an edit kept after an earlier failure must not come back.
        draft().remove()
        if (result && mine === generation.current) setShown(shownOf(result))
      },
      () => {
        // Kept for the reload the message asks for (restored by the effect below); the message
        // promises that only when the browser stored it.
        const kept = draft().set(source)
        const message = kept ? RUNTIME_UNAVAILABLE_MESSAGE : RUNTIME_UNAVAILABLE_NOT_KEPT_MESSAGE
        if (mine === generation.current) setShown({ error: { message } })
      },
    )
  }
  const update = (next: string) => {
    setCode(next)
    clearTimeout(delay.current)
    delay.current = setTimeout(() => show(next), RENDER_DELAY_MS)
  }
  // An edit kept across a reload (see `show`) comes back once, into the example it was made in.
  useEffect(() => {
    const slot = draft()
    const saved = slot.get()
    slot.remove()
    if (saved !== null && saved !== props.source) {
      setCode(saved)
      show(saved)
    }
    // Once, after hydration: the draft belongs to this example's original template.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const reset = () => {
    generation.current++
    clearTimeout(delay.current)
    setCode(props.source)
    setShown(initialOf(props))
  }
  const reload = () => {
    if (draft().set(code) || code === props.source || window.confirm(RELOAD_LOSES_EDIT_QUESTION))
      window.location.reload()
  }
  const lines = code.split("\n").length
  return (
    <figure className="live-twig" aria-labelledby={`${id}-label`} {...searchIgnore}>
      {/* Editor chrome: the page's Markdown names the example its own way (data-markdown-ignore, as afdocs reads it). */}
      <figcaption className="live-twig-bar" data-markdown-ignore="">
        <span id={`${id}-label`}>{props.title ?? "Live example"}</span>
        <span className="live-twig-hint" aria-live="polite">
          {status === "loading"
            ? "Loading Twig…"
            : status === "failed"
              ? "Runtime unavailable"
              : "Edit the template: the result updates below"}
        </span>
      </figcaption>
      <label htmlFor={`${id}-code`} className="visually-hidden">
        Twig template
      </label>
      <textarea
        id={`${id}-code`}
        className="live-twig-code"
        value={code}
        rows={Math.min(Math.max(lines, 2), 24)}
        readOnly={!hydrated}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        aria-describedby={`${id}-result`}
        onFocus={() => void load().catch(() => undefined)}
        onChange={event => update(event.target.value)}
      />
      <div className="live-twig-controls">
        <span className="live-twig-result-label">Result</span>
        <button
          type="button"
          aria-pressed={view === "html"}
          onClick={() => setView(view === "html" ? "preview" : "html")}
        >
          {view === "html" ? "Show preview" : "Show HTML"}
        </button>
        <button type="button" onClick={reset} disabled={code === props.source}>
          Reset
        </button>
        {status === "failed" ? (
          <button type="button" onClick={reload}>
            Reload page
          </button>
        ) : null}
      </div>
      <PlaygroundOutput id={`${id}-result`} view={view} {...shown} />
    </figure>
  )
}
