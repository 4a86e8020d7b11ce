import { consoleOperation, defaultInputs, type ConsoleOperation, type RequestInputs } from "../try-it/operation"
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

/** The request the samples send: the documented example values, the key from the environment. */
export function requestShape(
  entry: OperationEntry,
  serverUrl: string,
  schemes: Record<string, SecurityScheme>,
): RequestShape {
  const op = consoleOperation(entry, serverUrl, schemes)
  return shapeOf(op, defaultInputs(op, "documented"))
}

/**
 * The request a reader's inputs make, as every language sample spells it: path parameters in
 * the URL (encoded), query parameters and headers that have a value, the key header when there is
 * a key (its variable, never its value) and the body. A body that is not JSON throws its
 * SyntaxError: the samples cannot spell it.
 */
export function shapeOf(op: ConsoleOperation, inputs: RequestInputs): RequestShape {
  let path = op.path
  const query: string[] = []
  const headers: [string, string][] = []
  const variable = op.auth?.keyVariable ?? "QF_API_KEY"
  if (op.auth && inputs.key !== "")
    headers.push(
      op.auth.kind === "bearer" ? ["Authorization", `Bearer $${variable}`] : [op.auth.header, `$${variable}`],
    )
  for (const param of op.params) {
    const value = inputs.params[param.name] ?? ""
    if (param.in === "path") path = path.replace(`{${param.name}}`, encodeURIComponent(value))
    else if (value === "") continue
    else if (param.in === "query") query.push(`${param.name}=${encodeURIComponent(value)}`)
    else headers.push([param.name, param.unique && value === param.example ? UNIQUE_VALUE : value])
  }
  const body = inputs.body.trim() === "" ? undefined : (JSON.parse(inputs.body) as unknown)
  if (body !== undefined) headers.push(["Content-Type", "application/json"])
  return {
    method: op.method,
    url: `${op.serverUrl}${path}${query.length ? `?${query.join("&")}` : ""}`,
    headers,
    keyVariable: variable,
    body,
  }
}

export const json = (value: unknown, indent = 2) => JSON.stringify(value, null, indent)

/**
 * Stands in a header value for one that each request makes anew (an `x-unique` parameter left
 * at its example): each language writes its own generator, so a copied sample never sends the
 * documented idempotency key twice.
 */
export const UNIQUE_VALUE = "\u0000unique\u0000"

type Part = { kind: "text" | "env" | "unique"; text: string }

/** A header value as literal text, key and generated parts, e.g. `Bearer ` + key. */
function parts(value: string, variable: string): Part[] {
  const literal = (text: string): Part[] =>
    text
      .split(UNIQUE_VALUE)
      .flatMap((piece, i): Part[] => [
        ...(i === 0 ? [] : [{ kind: "unique" as const, text: "" }]),
        { kind: "text", text: piece },
      ])
  return value
    .split(`$${variable}`)
    .flatMap((text, i): Part[] => [...(i === 0 ? [] : [{ kind: "env" as const, text: variable }]), ...literal(text)])
    .filter(part => part.kind !== "text" || part.text !== "")
}

const noGenerator = (): string => {
  throw new Error("This sample language has no generator for a value made anew per request (x-unique)")
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
  unique: () => string = noGenerator,
): string {
  return parts(value, variable)
    .map(part => (part.kind === "env" ? env(part.text) : part.kind === "unique" ? unique() : quote(part.text)))
    .join(join)
}

/**
 * The header whose value a sample makes anew (an idempotency key), if any. Each sample makes it
 * once, in a variable, before the request: a retry of that same change must send the same value,
 * so it must not be generated inside the request itself.
 */
export const uniqueHeader = (r: RequestShape): string | undefined =>
  r.headers.find(([, value]) => value.includes(UNIQUE_VALUE))?.[0]

/** Why the variable exists, in the comment above it in every sample. */
export const UNIQUE_COMMENT =
  "A new key for each change; send the same key again to retry that change, so it applies once."

/** `QF_SERVER_KEY` → `qf_server_key`: the convar or cvar name the plugin samples read the key from. */
export const configName = (variable: string) => variable.toLowerCase()
