import { QUEUE_FLOW } from "../../lib/openapi/queue-flow"

/** Boxes of the drawing, left to right; the words are in QUEUE_FLOW (also the page's Markdown). */
const BOXES = QUEUE_FLOW.steps.map((step, index) => ({ ...step, x: 10 + index * 180 }))

/** The store-command queue flow (PRODUCT.md "The loop"), drawn for the API introduction. */
export function QueueFlowDiagram() {
  return (
    <figure className="diagram">
      <svg viewBox="0 0 900 130" role="img" aria-labelledby="queue-flow-title queue-flow-desc" width="100%">
        <title id="queue-flow-title">{QUEUE_FLOW.title}</title>
        <desc id="queue-flow-desc">{QUEUE_FLOW.description}</desc>
        <defs>
          <marker id="queue-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto">
            <path d="M0 0 L10 5 L0 10 z" fill="currentColor" />
          </marker>
        </defs>
        {BOXES.map((box, index) => (
          <g key={box.label}>
            <rect x={box.x} y={20} width={160} height={70} rx={8} className="diagram-box" />
            <text x={box.x + 80} y={50} textAnchor="middle" className="diagram-label">
              {box.label}
            </text>
            <text x={box.x + 80} y={72} textAnchor="middle" className="diagram-detail">
              {box.detail}
            </text>
            {index < BOXES.length - 1 && (
              <line
                x1={box.x + 162}
                y1={55}
                x2={box.x + 186}
                y2={55}
                stroke="currentColor"
                markerEnd="url(#queue-arrow)"
              />
            )}
          </g>
        ))}
        <text x={640} y={118} textAnchor="middle" className="diagram-detail">
          {QUEUE_FLOW.note}
        </text>
      </svg>
      <figcaption>{QUEUE_FLOW.caption}</figcaption>
    </figure>
  )
}
