import { examplesOf } from "../openapi/operations"
import type { OperationEntry, Schema, SecurityScheme } from "../openapi/types"
import { consoleOperation, type ConsoleOperation } from "./operation"

/** A documented answer: its status and first example body (none for a 204). */
export interface MockAnswer {
  status: number
  body?: unknown
}

/** What the mock answers for one operation, all taken from its documented responses. */
export interface MockAnswers {
  /** The first success response, with its first example. */
  success: MockAnswer
  /** A documented 204 beside it: the answer to `Prefer: return=minimal`. */
  minimal?: MockAnswer
  /** Missing or malformed key (401), key of the other kind (403), over the limit (429). */
  unauthorized?: MockAnswer
  wrongKey?: MockAnswer
  rateLimited?: MockAnswer
  /** The `Retry-After` the 429 example was written for ("23"): the mock puts the real wait in its message. */
  retryAfterExample?: string
  /** The status and code the description documents for an invalid request (`400 validation_failed`). */
  validation: { status: number; code: string }
}

/**
 * Ids that must be distinct across lists of the body, at most `max` together (`x-distinct-ids`
 * of the body schema): `command_ids` for a list of ids, `failed.id` for the `id` of each item.
 */
export interface DistinctIds {
  lists: string[]
  max: number
}

export interface MockOperation extends ConsoleOperation {
  answers: MockAnswers
  distinctIds?: DistinctIds
}

function distinctIdsOf(entry: OperationEntry): DistinctIds | undefined {
  const schema = entry.operation.requestBody?.content?.["application/json"]?.schema as
    Record<string, unknown> | undefined
  const rule = schema?.["x-distinct-ids"] as { lists?: unknown; max?: unknown } | undefined
  if (!rule) return undefined
  if (!Array.isArray(rule.lists) || !rule.lists.every(list => typeof list === "string") || typeof rule.max !== "number")
    throw new Error(
      `${entry.operation.operationId}: x-distinct-ids needs lists (names such as command_ids or failed.id) and a number max`,
    )
  return { lists: rule.lists as string[], max: rule.max }
}

const answerOf = (entry: OperationEntry, status: string): MockAnswer | undefined => {
  const response = entry.operation.responses[status]
  if (!response) return undefined
  const example = examplesOf(response.content?.["application/json"])[0]
  return example ? { status: Number(status), body: example.value } : { status: Number(status) }
}

const errorCode = (body: unknown) => (body as { error?: { code?: unknown } } | undefined)?.error?.code

/**
 * The validation answer: the error response whose example has `validation_failed` (by default
 * the API's `400`), so the mock answers as the reference on the same page says it does.
 */
function validationAnswer(entry: OperationEntry): MockAnswers["validation"] {
  for (const status of Object.keys(entry.operation.responses)) {
    const examples = examplesOf(entry.operation.responses[status].content?.["application/json"])
    if (examples.some(example => errorCode(example.value) === "validation_failed"))
      return { status: Number(status), code: "validation_failed" }
  }
  return { status: 400, code: "validation_failed" }
}

/** The operation as the console and the mock need it: plain data, written into the mock's module. */
export function mockOperation(
  entry: OperationEntry,
  serverUrl: string,
  schemes: Record<string, SecurityScheme>,
): MockOperation {
  const statuses = Object.keys(entry.operation.responses)
  const success = statuses.find(status => status.startsWith("2") && status !== "204") ?? statuses[0]
  const retryAfter = (entry.operation.responses["429"]?.headers?.["Retry-After"] as { example?: unknown } | undefined)
    ?.example
  const minimal = success !== "204" && statuses.includes("204") ? answerOf(entry, "204") : undefined
  const distinctIds = distinctIdsOf(entry)
  return {
    ...consoleOperation(entry, serverUrl, schemes),
    ...(distinctIds ? { distinctIds } : {}),
    answers: {
      success: answerOf(entry, success)!,
      ...(minimal ? { minimal } : {}),
      ...(statuses.includes("401") ? { unauthorized: answerOf(entry, "401") } : {}),
      ...(statuses.includes("403") ? { wrongKey: answerOf(entry, "403") } : {}),
      ...(statuses.includes("429") ? { rateLimited: answerOf(entry, "429") } : {}),
      ...(retryAfter === undefined ? {} : { retryAfterExample: String(retryAfter) }),
      validation: validationAnswer(entry),
    },
  }
}

/**
 * One object schema for an operation's path, query and header parameters, keyed by name (the
 * mock hands it the values it found, numbers and booleans already read from their text).
 */
export function parameterSchema(entry: OperationEntry): Schema {
  const params = (entry.operation.parameters ?? []).filter(param => param.in !== "cookie")
  return {
    type: "object",
    properties: Object.fromEntries(params.map(param => [param.name, withoutAnnotations(param.schema ?? {}) as Schema])),
    required: params.filter(param => param.required || param.in === "path").map(param => param.name),
  }
}

const ANNOTATIONS = new Set(["description", "examples", "example", "title", "deprecated", "readOnly", "writeOnly"])

/**
 * A schema without its annotations (descriptions, examples): they never change a result, and
 * the validators' code keeps its schema (for the error messages), so they would only add weight.
 * The names under `properties` are fields, kept whatever they are called.
 */
export function withoutAnnotations(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutAnnotations)
  if (schema === null || typeof schema !== "object") return schema
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key]) => !ANNOTATIONS.has(key))
      .map(([key, value]) =>
        key === "properties" || key === "patternProperties" || key === "$defs"
          ? [
              key,
              Object.fromEntries(
                Object.entries(value as object).map(([name, inner]) => [name, withoutAnnotations(inner)]),
              ),
            ]
          : key === "enum" || key === "const" || key === "default"
            ? [key, value]
            : [key, withoutAnnotations(value)],
      ),
  )
}

/** The names the mock module exports each validator under. */
export const validatorName = (operationId: string, part: "params" | "body") => `${part}_${operationId}`
