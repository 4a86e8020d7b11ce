import type { liteClient } from "algoliasearch/lite"

/**
 * The hosted client's HTTP requests. The stock browser requester stops waiting after the
 * connect timeout (1 s) unless response headers have arrived, but a browser cannot see when a
 * connection is made, only when headers come, so a healthy service that takes 1.5 s to answer
 * was reported as unreachable. Here the wait for headers gets the connect and the read budget
 * together (a dead host still fails, at 3 s instead of 1 s), and the body the read budget.
 */
type Requester = NonNullable<NonNullable<Parameters<typeof liteClient>[2]>["requester"]>
type EndRequest = Parameters<Requester["send"]>[0]
type Response = Awaited<ReturnType<Requester["send"]>>

export function createPatientRequester(): Requester {
  return {
    // fetch, not XMLHttpRequest: the same code runs in browsers and in Node (the unit tests).
    async send(request: EndRequest): Promise<Response> {
      const controller = new AbortController()
      let timedOut = false
      const arm = (ms: number) =>
        setTimeout(() => {
          timedOut = true
          controller.abort()
        }, ms)
      let timer = arm(request.connectTimeout + request.responseTimeout)
      try {
        const response = await fetch(request.url, {
          method: request.method,
          headers: request.headers,
          // The lite client sends JSON text; compressed bodies (Uint8Array) are the Node client's.
          body: request.data as BodyInit | undefined,
          signal: controller.signal,
        })
        clearTimeout(timer)
        timer = arm(request.responseTimeout)
        const content = await response.text()
        clearTimeout(timer)
        return { status: response.status, content, headers: Object.fromEntries(response.headers), isTimedOut: false }
      } catch (error) {
        clearTimeout(timer)
        return {
          status: 0,
          content: timedOut ? "Connection timeout" : (error as Error).message || "Network request failed",
          isTimedOut: timedOut,
        }
      }
    },
  }
}
