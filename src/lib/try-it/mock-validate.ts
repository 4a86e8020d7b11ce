import type { MockRequest, Validate } from "./mock"
import { validatorName, type MockOperation } from "./mock-operation"
import { routePattern } from "../mcp/api-parts"
import { errorDetails, type ErrorDetail } from "./validation-errors"

/** `"25"` → 25 for an integer parameter: parameters arrive as text. Anything else stays text. */
function read(raw: string, type: string | undefined): unknown {
  if ((type === "integer" || type === "number") && /^-?\d+(\.\d+)?$/.test(raw)) return Number(raw)
  if (type === "boolean" && (raw === "true" || raw === "false")) return raw === "true"
  return raw
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
  return details
}
