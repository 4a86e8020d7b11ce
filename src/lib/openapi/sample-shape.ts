import { examplesOf } from "./operations"
import type { OperationEntry, SecurityScheme } from "./types"

export interface CodeSample {
  label: string
  lang: string
  code: string
}

/** What every language sample sends; each generator only spells it in its language. */
export interface RequestShape {
  method: string
  url: string
  headers: [string, string][]
  /** Environment variable holding the key, so samples never contain a secret. */
  keyVariable: string
  body: unknown
}

const KEY_VARIABLES: Record<string, string> = { serverKey: "QF_SERVER_KEY", websiteKey: "QF_WEBSITE_KEY" }

function exampleValue(param: { example?: unknown; examples?: Record<string, { value: unknown }> }): unknown {
  if (param.example !== undefined) return param.example
  const first = param.examples ? Object.values(param.examples)[0] : undefined
  return first?.value
}

/** The request the samples send: the documented example values, the key from the environment. */
export function requestShape(
  entry: OperationEntry,
  serverUrl: string,
  schemes: Record<string, SecurityScheme>,
): RequestShape {
  const { operation } = entry
  let path = entry.path
  const query: string[] = []
  const headers: [string, string][] = []
  const schemeName = Object.keys(operation.security?.[0] ?? {})[0] ?? ""
  const scheme = schemes[schemeName]
  const keyVariable = KEY_VARIABLES[schemeName] ?? "QF_API_KEY"
  if (scheme?.type === "apiKey" && scheme.in === "header" && scheme.name) headers.push([scheme.name, `$${keyVariable}`])
  if (scheme?.type === "http" && scheme.scheme === "bearer") headers.push(["Authorization", `Bearer $${keyVariable}`])
  for (const param of operation.parameters ?? []) {
    const value = exampleValue(param)
    if (param.in === "path") path = path.replace(`{${param.name}}`, encodeURIComponent(String(value ?? param.name)))
    else if (param.in === "query" && value !== undefined)
      query.push(`${param.name}=${encodeURIComponent(String(value))}`)
    else if (param.in === "header" && param.required && value !== undefined) headers.push([param.name, String(value)])
  }
  const body = examplesOf(operation.requestBody?.content["application/json"])[0]?.value
  if (body !== undefined) headers.push(["Content-Type", "application/json"])
  return {
    method: entry.method,
    url: `${serverUrl}${path}${query.length ? `?${query.join("&")}` : ""}`,
    headers,
    keyVariable,
    body,
  }
}

export const json = (value: unknown, indent = 2) => JSON.stringify(value, null, indent)

/** A header value as literal text and key parts, e.g. `Bearer ` + key. */
function parts(value: string, variable: string): { text: string; env: boolean }[] {
  return value
    .split(`$${variable}`)
    .flatMap((text, i) =>
      i === 0
        ? [{ text, env: false }]
        : [
            { text: variable, env: true },
            { text, env: false },
          ],
    )
    .filter(part => part.env || part.text !== "")
}

/**
 * Joins the parts in a language: literals quoted by `quote` (JSON quoting by default), the key
 * read by `env`, joined with the language's concatenation.
 */
export function expression(
  value: string,
  variable: string,
  env: (name: string) => string,
  join: string,
  quote: (text: string) => string = json,
): string {
  return parts(value, variable)
    .map(part => (part.env ? env(part.text) : quote(part.text)))
    .join(join)
}

/** `QF_SERVER_KEY` → `qf_server_key`: the convar or cvar name the plugin samples read the key from. */
export const configName = (variable: string) => variable.toLowerCase()
