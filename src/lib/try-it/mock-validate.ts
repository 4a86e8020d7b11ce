import type { MockRequest, Validate } from "./mock"
import { validatorName, type DistinctIds, type MockOperation } from "./mock-operation"
import { routePattern } from "../mcp/api-parts"
import { errorDetails, type ErrorDetail } from "./validation-errors"

/** `"25"` → 25 for an integer parameter: parameters arrive as text. Anything else stays text. */
function read(raw: string, type: string | undefined): unknown {
  if ((type === "integer" || type === "number") && /^-?\d+(\.\d+)?$/.test(raw)) return Number(raw)
  if (type === "boolean" && (raw === "true" || raw === "false")) return raw === "true"
  return raw
}

/** The ids of a valid body by list (`command_ids`, `failed.id`), each with the field it sits in. */
function idsOf(body: Record<string, unknown>, list: string): { value: unknown; field: string }[] {
  const [name, key] = list.split(".")
  const items = Array.isArray(body[name]) ? (body[name] as unknown[]) : []
  return items.map((item, i) =>
    key === undefined
      ? { value: item, field: `${name}[${i}]` }
      : { value: (item as Record<string, unknown>)[key], field: `${name}[${i}].${key}` },
  )
}

/** An id reported twice, in one list or in both, and more ids than the lists may hold together. */
export function distinctIdProblems(body: unknown, rule: DistinctIds): ErrorDetail[] {
  if (body === null || typeof body !== "object") return []
  const ids = rule.lists.flatMap(list => idsOf(body as Record<string, unknown>, list))
  const first = new Map<unknown, string>()
  const details: ErrorDetail[] = []
  for (const { value, field } of ids) {
    const earlier = first.get(value)
    if (earlier === undefined) first.set(value, field)
    else details.push({ field, message: `Repeats the id of ${earlier}: report each command once.` })
  }
  if (ids.length > rule.max)
    details.push({
      field: "body",
      message: `Holds ${ids.length} ids in ${rule.lists.join(" and ")}; at most ${rule.max} together.`,
    })
  return details
}

/**
 * What is wrong with a routed request, as the API's `details`: its path, query and header
 * parameters (read from their text) and its JSON body against the validators the build compiled.
 * `values` are the path's parameter values in route order.
 */
export function validateRequest(
  op: MockOperation,
  validators: Record<string, Validate>,
  request: MockRequest,
  url: URL,
  values: string[],
): ErrorDetail[] {
  const where = new Map(op.params.map(param => [param.name, param.in]))
  const headers = new Map(Object.entries(request.headers).map(([name, value]) => [name.toLowerCase(), value]))
  const params: Record<string, unknown> = {}
  op.params.forEach(param => {
    const raw =
      param.in === "path"
        ? values[routePattern(op.path).names.indexOf(param.name)]
        : param.in === "query"
          ? url.searchParams.get(param.name)
          : headers.get(param.name.toLowerCase())
    if (raw !== undefined && raw !== null) params[param.name] = read(raw, param.type)
  })
  const details: ErrorDetail[] = []
  const requiredParam = (field: string) =>
    where.get(field) === "header" ? "This header is required." : "This parameter is required."
  const checkParams = validators[validatorName(op.operationId, "params")]
  if (checkParams && !checkParams(params)) details.push(...errorDetails(checkParams.errors ?? [], requiredParam))
  if (!op.body) return details
  if (request.body.trim() === "") {
    if (op.body.required) details.push({ field: "body", message: "This request needs a JSON body." })
    return details
  }
  let body: unknown
  try {
    body = JSON.parse(request.body)
  } catch (problem) {
    return [...details, { field: "body", message: `Is not valid JSON: ${(problem as Error).message}.` }]
  }
  const checkBody = validators[validatorName(op.operationId, "body")]
  if (checkBody && !checkBody(body))
    details.push(...errorDetails(checkBody.errors ?? [], () => "This field is required."))
  else if (op.distinctIds) details.push(...distinctIdProblems(body, op.distinctIds))
  return details
}
