import type { ConsoleOperation, RequestInputs } from "./operation"

/** What the console sends, to the mock or to a real server: the key as typed, the body as typed. */
export interface OutgoingRequest {
  method: string
  url: string
  headers: Record<string, string>
  body: string
}

/** The request the inputs make against `baseUrl` (the documented server unless the reader names another). */
export function requestOf(op: ConsoleOperation, inputs: RequestInputs, baseUrl = op.serverUrl): OutgoingRequest {
  let path = op.path
  const query = new URLSearchParams()
  const headers: Record<string, string> = {}
  if (op.auth && inputs.key !== "")
    headers[op.auth.header] = op.auth.kind === "bearer" ? `Bearer ${inputs.key}` : inputs.key
  for (const param of op.params) {
    const value = inputs.params[param.name] ?? ""
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
