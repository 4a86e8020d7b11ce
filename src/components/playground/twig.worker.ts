/// <reference lib="webworker" />
import { renderLive } from "./twig-runtime"
import type { RenderReply, RenderRequest } from "./twig-worker-client"

// The playground worker: loads the Twig runtime once, then renders each template it is sent.
// Its owner stops it when a render runs too long (./twig-worker-client.ts).
const scope = self as unknown as DedicatedWorkerGlobalScope

scope.onmessage = (event: MessageEvent<RenderRequest>) => {
  const { id, source } = event.data
  let reply: RenderReply
  try {
    reply = { id, result: renderLive(source) }
  } catch (error) {
    // renderTemplate reports template errors itself; this is the runtime failing (out of memory…).
    reply = { id, result: { ok: false, message: `The template could not be rendered: ${String(error)}`, log: [] } }
  }
  scope.postMessage(reply)
}
scope.postMessage({ ready: true })
