import { Fragment } from "react"
import { QUEUE_FLOW } from "../../lib/openapi/queue-flow"
import { searchIgnore } from "../../lib/site-html/regions"

/** A path may break after each slash, so a long one wraps in a narrow box instead of spilling out. */
function Breakable({ text }: { text: string }) {
  const parts = text.split("/")
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 && (
            <>
              /<wbr />
            </>
          )}
        </Fragment>
      ))}
    </>
  )
}

/**
 * The store-command queue flow, drawn for the API introduction with
 * HTML boxes rather than a scaled drawing: the text keeps the page's size at any width, and the
 * steps run in a row where the column is wide enough and top to bottom where it is not (CSS
 * container query). The words are in QUEUE_FLOW, also the page's Markdown; the steps stay out
 * of the search records, as the drawing's text did.
 */
export function QueueFlowDiagram() {
  return (
    <figure className="diagram" aria-label={QUEUE_FLOW.title}>
      <ol className="flow" {...searchIgnore}>
        {QUEUE_FLOW.steps.map(step => (
          <li key={step.label} className="flow-step">
            <span className="flow-label">{step.label}</span>
            <span className="flow-detail">
              <Breakable text={step.detail} />
            </span>
          </li>
        ))}
      </ol>
      <p className="flow-note" {...searchIgnore}>
        Polling: {QUEUE_FLOW.note}
      </p>
      <figcaption>{QUEUE_FLOW.caption}</figcaption>
    </figure>
  )
}
