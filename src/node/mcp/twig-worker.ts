import { parentPort } from "node:worker_threads"
import { OUTPUT_LIMIT_CHARACTERS, outputLimitMessage } from "../../lib/playground/limits"
import { renderTemplate } from "../../lib/twig"
import type { TwigReply, TwigRequest } from "./twig-renderer"

// The render thread of the docs MCP server: the Twig runtime with the sample context, the
// playground's output limit. Its owner (./twig-renderer.ts) ends it when a render runs too long.
parentPort!.on("message", ({ id, source }: TwigRequest) => {
  let reply: TwigReply
  try {
    const result = renderTemplate(source)
    if (!result.ok) {
      const { message, line } = result.error
      reply = { id, ok: false, message: line ? `Line ${line}: ${message}` : message, log: result.log }
    } else if (result.html.length > OUTPUT_LIMIT_CHARACTERS) {
      reply = { id, ok: false, message: outputLimitMessage(result.html.length), log: result.log }
    } else {
      reply = { id, ok: true, html: result.html, log: result.log }
    }
  } catch (error) {
    reply = { id, ok: false, message: `The template could not be rendered: ${String(error)}`, log: [] }
  }
  parentPort!.postMessage(reply)
})
parentPort!.postMessage({ ready: true })
