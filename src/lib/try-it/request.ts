import type { ConsoleOperation, RequestInputs } from "./operation"

/** What the console sends, to the mock or to a real server: the key as typed, the body as typed. */
export interface OutgoingRequest {
  method: string
  url: string
  headers: Record<string, string>
  body: string
}

/** A random version-4 UUID; `crypto.randomUUID()` exists only on https pages and localhost. */
export function randomUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6] & 0x0f) | 0x40
  bytes[8] = (bytes[8] & 0x3f) | 0x80
  const hex = Array.from(bytes, byte => byte.toString(16).padStart(2, "0")).join("")
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * The request the inputs make against `baseUrl` (the documented server unless the reader names
 * another). A value made anew per request (`x-unique`, an idempotency key) that still holds the
 * documented example is replaced by `fresh()`: every reader sending the same example key would
 * make a real server skip the second change as a replay of the first.
 */
export function requestOf(
  op: ConsoleOperation,
  inputs: RequestInputs,
  baseUrl = op.serverUrl,
  fresh: () => string = randomUuid,
): OutgoingRequest {
  let path = op.path
  const query = new URLSearchParams()
  const headers: Record<string, string> = {}
  if (op.auth && inputs.key !== "")
    headers[op.auth.header] = op.auth.kind === "bearer" ? `Bearer ${inputs.key}` : inputs.key
  for (const param of op.params) {
    const typed = inputs.params[param.name] ?? ""
    const value = param.unique && typed === param.example ? fresh() : typed
    if (param.in === "path") path = path.replace(`{${param.name}}`, encodeURIComponent(value))
    else if (value === "") continue
    else if (param.in === "query") query.append(param.name, value)
    else headers[param.name] = value
  }
  if (inputs.body.trim() !== "") headers["Content-Type"] = "application/json"
  const search = query.toString()
  return {
    method: op.method,
    url: `${baseUrl.replace(/\/$/, "")}${path}${search ? `?${search}` : ""}`,
    headers,
    body: inputs.body,
  }
}

/** Origins of the description's servers: the only ones the site's connect-src lets a page call. */
export const serverOrigins = (urls: string[]): string[] => [...new Set(urls.map(url => new URL(url).origin))]

/** Why the console will not send to `baseUrl`, or null when it may (https, an origin the policy allows). */
export function realServerProblem(baseUrl: string, allowed: string[]): string | null {
  let url: URL
  try {
    url = new URL(baseUrl)
  } catch {
    return "Enter the server's base URL, such as https://api.example.com/v1."
  }
  if (url.protocol !== "https:") return "The server's URL must start with https://."
  if (!allowed.includes(url.origin))
    return `This site's security policy lets pages connect only to ${allowed.join(", ")}. Use the curl sample to call ${url.origin}.`
  return null
}
