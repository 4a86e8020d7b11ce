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

function parseHeaders(raw: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(": ")
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 2)
  }
  return headers
}

export function createPatientRequester(): Requester {
  return {
    send(request: EndRequest): Promise<Response> {
      return new Promise(resolve => {
        const xhr = new XMLHttpRequest()
        xhr.open(request.method, request.url, true)
        for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value)
        const timeout = (ms: number, content: string) =>
          setTimeout(() => {
            xhr.abort()
            resolve({ status: 0, content, isTimedOut: true })
          }, ms)
        let timer = timeout(request.connectTimeout + request.responseTimeout, "Connection timeout")
        let headersArrived = false
        xhr.onreadystatechange = () => {
          if (xhr.readyState < XMLHttpRequest.HEADERS_RECEIVED || headersArrived) return
          headersArrived = true
          clearTimeout(timer)
          timer = timeout(request.responseTimeout, "Socket timeout")
        }
        xhr.onerror = () => {
          clearTimeout(timer)
          resolve({ status: xhr.status, content: xhr.responseText || "Network request failed", isTimedOut: false })
        }
        xhr.onload = () => {
          clearTimeout(timer)
          resolve({
            status: xhr.status,
            content: xhr.responseText,
            headers: parseHeaders(xhr.getAllResponseHeaders()),
            isTimedOut: false,
          })
        }
        // The lite client sends JSON text; compressed bodies (Uint8Array) are the Node client's.
        xhr.send(request.data as XMLHttpRequestBodyInit | undefined)
      })
    },
  }
}
