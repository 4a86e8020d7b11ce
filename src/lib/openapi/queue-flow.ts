import { text, type MdNode } from "../markdown/mdast"

/** The store-command queue flow (PRODUCT.md "The loop"): drawn on the API introduction, and its Markdown form. */
export const QUEUE_FLOW = {
  title: "How a purchase reaches a game server",
  description:
    "A player buys a product; when the payment is confirmed the website queues the product's commands for each " +
    "server that delivers it; the plugin on each server polls the queue, runs the commands and reports them " +
    "completed. Commands that need the player online wait in the queue until the player joins.",
  steps: [
    { label: "Player buys", detail: "store checkout" },
    { label: "Payment confirmed", detail: "Stripe, PayPal, balance" },
    { label: "Commands queued", detail: "per product server" },
    { label: "Plugin polls", detail: "GET /server/commands/queue" },
    { label: "Plugin reports", detail: "POST /server/commands/complete" },
  ],
  note: "every 60 s; online-only commands wait for the player",
  caption: "The command queue: nothing is lost while a server is offline.",
}

/** The diagram as Markdown: its caption, description and numbered steps. */
export function queueFlowMdast(): MdNode[] {
  const { title, description, steps, note, caption } = QUEUE_FLOW
  return [
    { type: "paragraph", children: [{ type: "strong", children: [text(`${title}:`)] }, text(` ${caption}`)] },
    { type: "paragraph", children: [text(description)] },
    {
      type: "list",
      ordered: true,
      spread: false,
      children: steps.map(step => ({
        type: "listItem",
        spread: false,
        children: [{ type: "paragraph", children: [text(`${step.label} (${step.detail})`)] }],
      })),
    } as MdNode,
    { type: "paragraph", children: [text(`Polling: ${note}.`)] },
  ]
}
