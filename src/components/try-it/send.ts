import type { OutgoingRequest } from "../../lib/try-it/request"

/** An answer the console shows: status, headers and body (JSON when it parses, else text). */
export interface Answer {
  status: number
  headers: Record<string, string>
  body?: unknown
  /** "the mock API" or the server's origin. */
  from: string
  /** Set when no answer came: what happened, in words. */
  failure?: string
}

/**
 * Sends the reader's request from the browser to a real server. The browser sends it only if
 * the server allows this site's origin (CORS: it must answer the preflight for these headers),
 * and the key goes to that server. No cookies are sent.
 */
export async function sendToServer(request: OutgoingRequest): Promise<Answer> {
  const from = new URL(request.url).origin
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body.trim() === "" || request.method === "GET" ? undefined : request.body,
      credentials: "omit",
      mode: "cors",
    })
    const text = await response.text()
    let body: unknown = text === "" ? undefined : text
    try {
      if (text !== "") body = JSON.parse(text)
    } catch {
      // not JSON: shown as text
    }
    return { status: response.status, headers: Object.fromEntries(response.headers.entries()), body, from }
  } catch {
    return {
      status: 0,
      headers: {},
      from,
      failure: `No answer from ${from}: the server could not be reached, or it does not allow requests from ${window.location.origin} (CORS).`,
    }
  }
}
