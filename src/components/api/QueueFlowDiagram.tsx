const BOXES = [
  { x: 10, label: "Player buys", detail: "store checkout" },
  { x: 190, label: "Payment confirmed", detail: "Stripe, PayPal, balance" },
  { x: 370, label: "Commands queued", detail: "per product server" },
  { x: 550, label: "Plugin polls", detail: "GET /server/commands/queue" },
  { x: 730, label: "Plugin reports", detail: "POST /server/commands/complete" },
]

/** The store-command queue flow (PRODUCT.md "The loop"), drawn for the API introduction. */
export function QueueFlowDiagram() {
  return (
    <figure className="diagram">
      <svg viewBox="0 0 900 130" role="img" aria-labelledby="queue-flow-title queue-flow-desc" width="100%">
        <title id="queue-flow-title">How a purchase reaches a game server</title>
        <desc id="queue-flow-desc">
          A player buys a product; when the payment is confirmed the website queues the product&apos;s commands for each
          server that delivers it; the plugin on each server polls the queue, runs the commands and reports them
          completed. Commands that need the player online wait in the queue until the player joins.
        </desc>
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
          every 60 s; online-only commands wait for the player
        </text>
      </svg>
      <figcaption>The command queue: nothing is lost while a server is offline.</figcaption>
    </figure>
  )
}
