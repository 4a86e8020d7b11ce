/** The parts of an Ajv error this reads (Ajv's `ErrorObject`, built with `verbose: true`). */
export interface SchemaError {
  instancePath: string
  schemaPath: string
  keyword: string
  params: Record<string, unknown>
  parentSchema?: Record<string, unknown>
  data?: unknown
}

/** One entry of a `validation_failed` error's `details`, as the API documents it. */
export interface ErrorDetail {
  field: string
  message: string
}

/** `/failed/0/id` → `failed[0].id`: the field names the API's own errors use. */
export function fieldName(instancePath: string, child?: string): string {
  const parts = instancePath.split("/").slice(1)
  if (child !== undefined) parts.push(child)
  return parts
    .map(part => part.replace(/~1/g, "/").replace(/~0/g, "~"))
    .reduce((name, part) => (/^\d+$/.test(part) ? `${name}[${part}]` : name ? `${name}.${part}` : part), "")
}

const TYPE_NAMES: Record<string, string> = {
  integer: "a whole number",
  number: "a number",
  string: "a string",
  boolean: "true or false",
  array: "a list",
  object: "an object",
  null: "null",
}

const kindOf = (value: unknown) =>
  value === null ? "null" : Array.isArray(value) ? "a list" : typeof value === "object" ? "an object" : typeof value

const range = (low: unknown, high: unknown, unit: string) =>
  low !== undefined && high !== undefined
    ? `Must be between ${String(low)} and ${String(high)}${unit}.`
    : low !== undefined
      ? `Must be ${unit ? `at least ${String(low)}${unit}` : `${String(low)} or greater`}.`
      : `Must be ${unit ? `at most ${String(high)}${unit}` : `${String(high)} or less`}.`

/** Why one value is refused, in the API's words ("Must be 0 or greater."). */
function why(error: SchemaError, required: (field: string) => string): string {
  const schema = error.parentSchema ?? {}
  const p = error.params
  switch (error.keyword) {
    case "required":
      return required(fieldName(error.instancePath, String(p.missingProperty)))
    case "type": {
      const expected = String(p.type)
        .split(",")
        .map(type => TYPE_NAMES[type] ?? type)
        .join(" or ")
      return `Must be ${expected}, not ${kindOf(error.data)}.`
    }
    case "minimum":
    case "maximum":
      return range(schema.minimum, schema.maximum, "")
    case "minLength":
    case "maxLength":
      return range(schema.minLength, schema.maxLength, " characters")
    case "minItems":
    case "maxItems":
      return range(schema.minItems, schema.maxItems, " items")
    case "enum":
      return `Must be one of ${(p.allowedValues as unknown[]).map(String).join(", ")}.`
    case "const":
      return `Must be ${JSON.stringify(p.allowedValue)}.`
    case "pattern": {
      // The description words what a pattern means (`x-pattern-message`); a regex is the last resort.
      const message = schema["x-pattern-message"]
      return typeof message === "string" ? message : `Must match the pattern ${String(p.pattern)}.`
    }
    case "format":
      return `Must be a valid ${String(p.format)}.`
    case "uniqueItems":
      return `Must not repeat an item (items ${String(p.j)} and ${String(p.i)} are the same).`
    case "additionalProperties":
      return "Is not a field of this request: the API refuses fields it does not know."
    default:
      return `Is invalid (${error.keyword}).`
  }
}

const fieldOf = (error: SchemaError) =>
  fieldName(
    error.instancePath,
    error.keyword === "required"
      ? String(error.params.missingProperty)
      : error.keyword === "additionalProperties"
        ? String(error.params.additionalProperty)
        : undefined,
  )

/** Which reason a field keeps when it breaks several rules: the one that says what the value must look like. */
const PREFERRED = new Set(["pattern", "format", "enum", "const", "type"])

/**
 * Ajv's errors as the API's `details`: one entry per field with the reason (a dashless UUID
 * breaks both its length and its pattern, and is one invalid field). The alternatives of
 * an `anyOf` or `oneOf` (e.g. "send `command_ids` or `failed`") become one entry that names
 * what each alternative lacks, instead of one entry per alternative that reads as if all were due.
 * `required` words a missing field for its place (a body field, a header, a parameter).
 */
export function errorDetails(errors: SchemaError[], required: (field: string) => string): ErrorDetail[] {
  const branch = /\/(anyOf|oneOf)\/(\d+)\//
  // One reason per field, in the order the fields first fail; a preferred reason replaces another.
  const byField = new Map<string, { detail: ErrorDetail; preferred: boolean }>()
  const keep = (detail: ErrorDetail, preferred: boolean) => {
    const earlier = byField.get(detail.field)
    if (!earlier || (preferred && !earlier.preferred)) byField.set(detail.field, { detail, preferred })
  }
  for (const error of errors) {
    if (branch.test(error.schemaPath)) continue // reported with their anyOf / oneOf below
    if (error.keyword === "anyOf" || error.keyword === "oneOf") {
      const prefix = `${error.schemaPath}/`
      const alternatives = new Map<string, ErrorDetail[]>()
      for (const inner of errors) {
        if (!inner.schemaPath.startsWith(prefix)) continue
        const index = inner.schemaPath.slice(prefix.length).split("/")[0]
        alternatives.set(index, [
          ...(alternatives.get(index) ?? []),
          { field: fieldOf(inner), message: why(inner, required) },
        ])
      }
      const options = [...alternatives.values()]
      const field = fieldName(error.instancePath) || options[0]?.[0]?.field || "body"
      const text = options.map(option => option.map(d => `${d.field}: ${d.message}`).join(" ")).join(" Or ")
      keep({ field, message: `Must match one of ${options.length} forms. ${text}`.trim() }, true)
      continue
    }
    keep({ field: fieldOf(error), message: why(error, required) }, PREFERRED.has(error.keyword))
  }
  return [...byField.values()].map(entry => entry.detail)
}
