import Ajv2020, { type ValidateFunction } from "ajv/dist/2020"
import addFormats from "ajv-formats"
import { deref } from "../openapi/deref"
import { listOperations } from "../openapi/operations"
import type { OpenApiDocument, OperationEntry, Parameter, Schema } from "../openapi/types"
import { describeError, missingCredentials, routePattern } from "./api-parts"

export interface ApiRequest {
  method: string
  /** `/website/users/1542?x=1`, or the full URL with the server's base. */
  path: string
  headers?: Record<string, string>
  /** The JSON body: a value, or its text. */
  body?: unknown
}

export interface ApiCheck {
  valid: boolean
  /** `POST /server/status (reportServerStatus)` when the route is known. */
  operation: string | null
  errors: string[]
  warnings: string[]
}

/**
 * Checks one request against the API description as the server would: the route and method,
 * the path, query and header parameters, the credentials the operation asks for, and the
 * JSON body against its schema. Nothing is sent anywhere.
 */
export function createApiRequestChecker(doc: OpenApiDocument): (request: ApiRequest) => ApiCheck {
  // OpenAPI 3.1 schemas are JSON Schema 2020-12 plus annotation keywords, hence strict: false.
  const bodies = new Ajv2020({ strict: false, allErrors: true })
  // Parameters arrive as text: "25" is a valid integer in a query.
  const params = new Ajv2020({ strict: false, allErrors: true, coerceTypes: true })
  addFormats(bodies)
  addFormats(params)
  const compiled = new Map<Schema, ValidateFunction>()
  const compile = (ajv: Ajv2020, schema: Schema) => {
    let validate = compiled.get(schema)
    if (!validate) compiled.set(schema, (validate = ajv.compile(schema)))
    return validate
  }
  const operations = listOperations(doc).map(entry => ({ ...entry, ...routePattern(entry.path) }))
  const basePath = new URL(doc.servers?.[0]?.url ?? "http://localhost/").pathname.replace(/\/$/, "")
  const pathLevel = (entry: OperationEntry): Parameter[] =>
    deref(doc, (doc.paths[entry.path] as unknown as { parameters?: Parameter[] }).parameters ?? [])

  return request => {
    const errors: string[] = []
    const warnings: string[] = []
    const method = request.method.toUpperCase()
    let url: URL
    try {
      url = new URL(request.path, "http://api.invalid")
    } catch {
      return { valid: false, operation: null, errors: [`${request.path} is not a path or URL.`], warnings }
    }
    let route = url.pathname
    if (basePath && (route === basePath || route.startsWith(`${basePath}/`)))
      route = route.slice(basePath.length) || "/"
    const onRoute = operations.filter(entry => entry.pattern.test(route))
    if (onRoute.length === 0) {
      const known = [...new Set(operations.map(entry => entry.path))].join(", ")
      return { valid: false, operation: null, errors: [`No endpoint at ${route}. The API has: ${known}.`], warnings }
    }
    const entry = onRoute.find(candidate => candidate.method === method)
    if (!entry) {
      const allowed = onRoute.map(candidate => candidate.method).join(", ")
      return {
        valid: false,
        operation: null,
        errors: [`${method} is not allowed on ${onRoute[0].path}: use ${allowed}.`],
        warnings,
      }
    }
    const { operation } = entry
    const label = `${entry.method} ${entry.path} (${operation.operationId})`
    const headers = new Map(Object.entries(request.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]))
    const match = entry.pattern.exec(route)!
    const pathValues = new Map(entry.names.map((name, i) => [name, decodeURIComponent(match[i + 1])]))

    for (const param of [...pathLevel(entry), ...(operation.parameters ?? [])]) {
      const raw =
        param.in === "path"
          ? pathValues.get(param.name)
          : param.in === "query"
            ? (url.searchParams.get(param.name) ?? undefined)
            : param.in === "header"
              ? headers.get(param.name.toLowerCase())
              : undefined
      const where = `${param.in} parameter ${param.name}`
      if (raw === undefined) {
        if (param.required) errors.push(`${where} is required.`)
        continue
      }
      if (!param.schema) continue
      const holder = { value: raw }
      const validate = compile(params, { type: "object", properties: { value: param.schema } })
      if (!validate(holder))
        for (const error of validate.errors ?? [])
          errors.push(
            `${where}: ${describeError({ ...error, instancePath: error.instancePath.replace(/^\/value/, "") })}`,
          )
    }
    const known = new Set((operation.parameters ?? []).filter(p => p.in === "query").map(p => p.name))
    for (const name of url.searchParams.keys())
      if (!known.has(name)) warnings.push(`query parameter ${name} is not part of ${label}; the server ignores it.`)

    const missing = missingCredentials(doc, operation, headers)
    if (missing) errors.push(`Credentials missing: ${label} needs ${missing}.`)

    const media = operation.requestBody?.content["application/json"]
    let body = request.body
    if (typeof body === "string" && media) {
      try {
        body = JSON.parse(body)
      } catch (error) {
        errors.push(`The body is not JSON: ${(error as Error).message}.`)
        return { valid: false, operation: label, errors, warnings }
      }
    }
    if (body === undefined) {
      if (operation.requestBody?.required) errors.push(`${label} needs a JSON body.`)
    } else if (!operation.requestBody) {
      warnings.push(`${label} takes no body; the server ignores it.`)
    } else if (media?.schema) {
      const type = headers.get("content-type")
      if (!type || !/^application\/json\b/i.test(type))
        errors.push(`The body is JSON: send Content-Type: application/json${type ? ` (got ${type})` : ""}.`)
      const validate = compile(bodies, media.schema)
      if (!validate(body))
        for (const error of validate.errors ?? [])
          errors.push(`body${describeError(error)}`.replace(/^body\(the value\)/, "body"))
    }
    return { valid: errors.length === 0, operation: label, errors, warnings }
  }
}
