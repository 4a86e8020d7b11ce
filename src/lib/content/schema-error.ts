import type { ZodError, ZodIssue, ZodTypeAny, output } from "zod"

/**
 * Turns a Zod error into one message a maintainer can act on: the file, every failing
 * field and how to fix it. Build-time only; the wording is pinned by tests.
 */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file}: ${problems.length === 1 ? problems[0] : `\n  - ${problems.join("\n  - ")}`}`)
    this.name = "ContentError"
  }
}

export type FieldHints = Record<string, string>

function fieldName(issue: ZodIssue): string {
  return issue.path.length ? issue.path.join(".") : "(whole file)"
}

function describe(issue: ZodIssue, kind: string): string {
  const field = fieldName(issue)
  if (issue.code === "invalid_type" && issue.received === "undefined") {
    return `${kind} field \`${field}\` is missing`
  }
  if (issue.code === "invalid_type") {
    return `${kind} field \`${field}\` must be ${issue.expected}, got ${issue.received}`
  }
  if (issue.code === "unrecognized_keys") {
    return `${kind} has unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys
      .map(k => `\`${k}\``)
      .join(", ")}`
  }
  return `${kind} field \`${field}\` ${issue.message.charAt(0).toLowerCase()}${issue.message.slice(1)}`
}

function contentErrorFromZod(
  file: string,
  error: ZodError,
  kind: string,
  hints: FieldHints,
): ContentError {
  const problems = error.issues.map(issue => {
    const hint = hints[String(issue.path[0] ?? "")] ?? hints["*"]
    return `${describe(issue, kind)}. Fix: ${hint}`
  })
  return new ContentError(file, problems)
}

/**
 * `data` checked against `schema` (its parsed value), or a ContentError naming `file`, each
 * failing field of this `kind` of file ("frontmatter", "category file"…) and its fix from `hints`
 * (by top-level field; `"*"` for the rest).
 */
export function parseContent<Schema extends ZodTypeAny>(
  schema: Schema,
  data: unknown,
  file: string,
  kind: string,
  hints: FieldHints,
): output<Schema> {
  const result = schema.safeParse(data)
  if (!result.success) throw contentErrorFromZod(file, result.error, kind, hints)
  return result.data as output<Schema>
}
