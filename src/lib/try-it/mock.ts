import { routePattern } from "../mcp/api-parts"
import type { MockAnswer, MockOperation } from "./mock-operation"
import { validateRequest } from "./mock-validate"
import { createRateLimiter, type RateDecision } from "./rate-limit"
import type { ErrorDetail, SchemaError } from "./validation-errors"

/** A validator compiled at build time (Ajv's standalone code): no `eval` in the page. */
export type Validate = ((data: unknown) => boolean) & { errors?: SchemaError[] | null }

export interface MockDefinition {
  operations: MockOperation[]
  /** Requests per key per minute (content/product.yaml, `facts.api.rateLimitPerMinute`). */
  rateLimitPerMinute: number
  /** Key prefix by security scheme: `serverKey` → `qfs_`. */
  keyPrefixes: Record<string, string>
  /** Origins the site's connect-src allows (the description's servers): where "a real server" may be. */
  connectOrigins: string[]
}

export interface MockRequest {
  method: string
  /** The full URL or the path after the server's base (`/server/commands/queue?limit=5`). */
  url: string
  headers: Record<string, string>
  /** The body as sent; "" for none. */
  body: string
}

export interface MockResponse {
  status: number
  headers: Record<string, string>
  body?: unknown
}

const error = (status: number, code: string, message: string, details?: ErrorDetail[]): MockAnswer => ({
  status,
  body: { error: { code, message, ...(details ? { details } : {}) } },
})

/** The 429 example says "Retry in 23 seconds." for its documented header: say the real wait. */
function waitIn(answer: MockAnswer, example: string | undefined, seconds: number): MockAnswer {
  const body = answer.body as { error?: { message?: string } } | undefined
  const message = body?.error?.message
  if (!example || !message) return answer
  const said = message.replace(new RegExp(`\\b${example}\\b`), String(seconds))
  return { ...answer, body: { ...body, error: { ...body.error, message: said } } }
}

/**
 * A paged answer cut to the request's `limit`: the one list of the example holds at most `limit`
 * items, and `has_more` says whether the example had more waiting. An answer without a list and
 * a `has_more` flag, or a request without `limit`, is the example as documented.
 */
export function pagedAnswer(answer: MockAnswer, limit: string | null): MockAnswer {
  const body = answer.body
  if (limit === null || body === null || typeof body !== "object" || Array.isArray(body)) return answer
  const record = body as Record<string, unknown>
  const lists = Object.keys(record).filter(key => Array.isArray(record[key]))
  if (lists.length !== 1 || typeof record.has_more !== "boolean") return answer
  const items = record[lists[0]] as unknown[]
  const count = Number(limit)
  if (!Number.isInteger(count) || count < 1 || items.length <= count) return answer
  return { ...answer, body: { ...record, [lists[0]]: items.slice(0, count), has_more: true } }
}

function summary(details: ErrorDetail[], where: Map<string, string>): string {
  const places = new Set(details.map(detail => where.get(detail.field) ?? "body"))
  const count = `${details.length} invalid field${details.length === 1 ? "" : "s"}`
  if (places.size === 1 && places.has("body")) return `The request body has ${count}.`
  if (details.length === 1) return `The ${where.get(details[0].field)} parameter ${details[0].field} is invalid.`
  return `The request has ${count}.`
}

/**
 * The API in the page: routes a request to its documented operation and answers as the reference
 * says — 404 for a route the API does not have, 401 without a valid key (403 with a key of the
 * other kind), 429 with `Retry-After` past the per-key limit, the documented validation error
 * naming each invalid field, else the documented success example. Nothing leaves the page.
 */
export function createMockApi(definition: MockDefinition, validators: Record<string, Validate>, now = Date.now) {
  const limiter = createRateLimiter(definition.rateLimitPerMinute, 60_000, now)
  const routes = definition.operations.map(op => ({ op, ...routePattern(op.path) }))
  const base = new URL(definition.operations[0]?.serverUrl ?? "http://localhost/").pathname.replace(/\/$/, "")

  /** The key the request carries in `auth`'s header ("" when it has none). */
  const keyIn = (auth: NonNullable<MockOperation["auth"]>, request: MockRequest) => {
    const header = Object.entries(request.headers).find(([name]) => name.toLowerCase() === auth.header.toLowerCase())
    const raw = header?.[1].trim() ?? ""
    return auth.kind === "bearer" ? (/^Bearer\s+(\S+)$/i.exec(raw)?.[1] ?? "") : raw
  }
  const schemes = [
    ...new Map(definition.operations.flatMap(op => (op.auth ? [[op.auth.scheme, op.auth]] : []))).values(),
  ]

  /** The key the request carries for `op`, and whether it has the right shape and kind. */
  const credential = (op: MockOperation, request: MockRequest) => {
    if (!op.auth) return { key: "anonymous", status: "ok" as const }
    const key = keyIn(op.auth, request)
    const own = definition.keyPrefixes[op.auth.scheme] ?? ""
    if (key.length > own.length && key.startsWith(own)) return { key, status: "ok" as const }
    const other = Object.entries(definition.keyPrefixes).some(
      ([scheme, prefix]) =>
        scheme !== op.auth!.scheme && prefix && key.length > prefix.length && key.startsWith(prefix),
    )
    return { key, status: other ? ("wrong-kind" as const) : ("invalid" as const) }
  }

  const rateHeaders = (rate: RateDecision) => ({
    "X-RateLimit-Limit": String(rate.limit),
    "X-RateLimit-Remaining": String(rate.remaining),
    "X-RateLimit-Reset": String(rate.resetAt),
  })

  const respond = (answer: MockAnswer, headers: Record<string, string> = {}): MockResponse => ({
    status: answer.status,
    headers: { ...(answer.body === undefined ? {} : { "Content-Type": "application/json" }), ...headers },
    ...(answer.body === undefined ? {} : { body: answer.body }),
  })

  return (request: MockRequest): MockResponse => {
    const method = request.method.toUpperCase()
    const url = new URL(request.url, "http://mock.invalid")
    let path = url.pathname
    if (base && path.startsWith(`${base}/`)) path = path.slice(base.length)
    const onPath = routes.filter(route => route.pattern.test(path))
    const route = onPath.find(candidate => candidate.op.method === method)
    if (!route) {
      const known = onPath.length
        ? `${path} takes ${onPath.map(candidate => candidate.op.method).join(", ")}, not ${method}.`
        : `The API has no endpoint ${method} ${path}.`
      // The reference promises the rate headers on every response: a route the API lacks counts
      // against the key the request carries, in whichever of the API's key headers it is.
      const key = schemes.map(auth => keyIn(auth, request)).find(Boolean) ?? ""
      return respond(error(404, "not_found", known), schemes.length ? rateHeaders(limiter(key)) : {})
    }
    const { op } = route
    const values = route.pattern.exec(path)!.slice(1).map(decodeURIComponent)
    const { key, status } = credential(op, request)
    // Every answer past routing carries the rate headers, a refused key's too: the reference
    // documents them on 401 and 403, and a refused key counts against its own window.
    const rate = limiter(key)
    const headers = op.auth ? rateHeaders(rate) : {}
    const unauthorized = op.answers.unauthorized ?? error(401, "invalid_key", "The API key is missing or malformed.")
    if (status === "invalid") return respond(unauthorized, headers)
    if (status === "wrong-kind") return respond(op.answers.wrongKey ?? unauthorized, headers)
    if (!rate.allowed) {
      const limited = op.answers.rateLimited ?? error(429, "rate_limited", "Too many requests.")
      return respond(waitIn(limited, op.answers.retryAfterExample, rate.retryAfter), {
        ...headers,
        "Retry-After": String(rate.retryAfter),
      })
    }
    const details = validateRequest(op, validators, request, url, values)
    if (details.length) {
      const where = new Map<string, string>(op.params.map(param => [param.name, param.in]))
      const { status: code, code: name } = op.answers.validation
      return respond(error(code, name, summary(details, where), details), headers)
    }
    const prefer = Object.entries(request.headers).find(([name]) => name.toLowerCase() === "prefer")?.[1]
    if (op.answers.minimal && prefer && /\breturn=minimal\b/.test(prefer)) return respond(op.answers.minimal, headers)
    return respond(pagedAnswer(op.answers.success, url.searchParams.get("limit")), headers)
  }
}
