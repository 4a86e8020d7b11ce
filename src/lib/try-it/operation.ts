import { examplesOf, runtimeGames } from "../openapi/operations"
import type { OperationEntry, Parameter, RuntimeGame, SecurityScheme } from "../openapi/types"

/** How an operation takes its key: a header of its own, or `Authorization: Bearer <key>`. */
export interface ConsoleAuth {
  /** The security scheme's name in the description, e.g. `serverKey`. */
  scheme: string
  kind: "apiKey" | "bearer"
  /** The header the key travels in: `X-Server-Key`, or `Authorization` for a bearer key. */
  header: string
  /** Environment variable the samples read the key from, so a sample never holds a secret. */
  keyVariable: string
}

export interface ConsoleParameter {
  name: string
  in: "path" | "query" | "header"
  required: boolean
  /** JSON Schema type of the value (`integer`, `string`…): parameters arrive as text. */
  type?: string
  /** The documented example, as text; "" when there is none. */
  example: string
  /** Made anew for each request (`x-unique`): while it holds the example, the samples generate it. */
  unique?: boolean
}

/** What the console, its samples and the mock know of one operation: plain data, made at build time. */
export interface ConsoleOperation {
  operationId: string
  method: string
  /** The route as documented: `/website/users/{user}`. */
  path: string
  /** The documented server, `https://api.questforge.example/v1`. */
  serverUrl: string
  auth: ConsoleAuth | null
  params: ConsoleParameter[]
  /** The JSON body: its first documented example as indented text, or null without a body. */
  body: { required: boolean; example: string } | null
  /** The games whose servers call it: the samples add one per plugin runtime of these. */
  games: readonly RuntimeGame[]
}

/** What the reader typed: every value is text, as in the form. */
export interface RequestInputs {
  /** Parameter values by name; "" leaves an optional query or header parameter out. */
  params: Record<string, string>
  /** The key; "" sends none. */
  key: string
  /** The JSON body as typed; "" sends none. */
  body: string
}

const KEY_VARIABLES: Record<string, string> = { serverKey: "QF_SERVER_KEY", websiteKey: "QF_WEBSITE_KEY" }

function exampleValue(param: Parameter): unknown {
  if (param.example !== undefined) return param.example
  const first = param.examples ? Object.values(param.examples)[0] : undefined
  return first?.value
}

function authOf(entry: OperationEntry, schemes: Record<string, SecurityScheme>): ConsoleAuth | null {
  const scheme = Object.keys(entry.operation.security?.[0] ?? {})[0] ?? ""
  const definition = schemes[scheme]
  const keyVariable = KEY_VARIABLES[scheme] ?? "QF_API_KEY"
  if (definition?.type === "apiKey" && definition.in === "header" && definition.name)
    return { scheme, kind: "apiKey", header: definition.name, keyVariable }
  if (definition?.type === "http" && definition.scheme === "bearer")
    return { scheme, kind: "bearer", header: "Authorization", keyVariable }
  return null
}

/** The console's view of an operation, from its (dereferenced) description. */
export function consoleOperation(
  entry: OperationEntry,
  serverUrl: string,
  schemes: Record<string, SecurityScheme>,
): ConsoleOperation {
  const { operation } = entry
  const params = (operation.parameters ?? [])
    .filter((param): param is Parameter & { in: ConsoleParameter["in"] } => param.in !== "cookie")
    .map(param => {
      const value = exampleValue(param)
      const type = Array.isArray(param.schema?.type) ? param.schema.type[0] : param.schema?.type
      return {
        name: param.name,
        in: param.in,
        required: param.in === "path" || Boolean(param.required),
        ...(type ? { type } : {}),
        example: value === undefined ? "" : String(value),
        ...(param["x-unique"] ? { unique: true } : {}),
      }
    })
  const media = operation.requestBody?.content["application/json"]
  const example = examplesOf(media)[0]?.value
  return {
    operationId: operation.operationId,
    method: entry.method,
    path: entry.path,
    serverUrl,
    auth: authOf(entry, schemes),
    params,
    body: media
      ? {
          required: Boolean(operation.requestBody?.required),
          example: example === undefined ? "" : JSON.stringify(example, null, 2),
        }
      : null,
    games: runtimeGames(operation),
  }
}

/**
 * The request the page documents: the examples of path and query parameters and of required
 * headers (an optional header such as `Prefer` changes the answer, so it starts empty), the
 * first body example, and `key` (the console's sample key; the samples only show its variable).
 */
export function defaultInputs(op: ConsoleOperation, key = ""): RequestInputs {
  const params: Record<string, string> = {}
  for (const param of op.params) {
    if (param.in === "path") params[param.name] = param.example || param.name
    else params[param.name] = param.in === "header" && !param.required ? "" : param.example
  }
  return { params, key, body: op.body?.example ?? "" }
}

/** True when nothing the samples show differs from the documented request. */
export function isDocumentedRequest(op: ConsoleOperation, inputs: RequestInputs): boolean {
  const documented = defaultInputs(op)
  return (
    inputs.body === documented.body &&
    (inputs.key === "") === (op.auth === null) &&
    op.params.every(param => (inputs.params[param.name] ?? "") === documented.params[param.name])
  )
}
