/**
 * The one error type our filters, functions and engine patches throw. It carries the name of
 * what failed so the engine can point at the line that uses it: Twig.js itself knows no lines.
 */
import { currentSpan, type SourceSpan } from "./support/spans"

/** What a failing name is in the source, which decides how the engine searches for it. */
export type ErrorOrigin =
  | { kind: "filter"; name: string }
  | { kind: "function"; name: string }
  /** A builder method such as `where` in `query('products').where(...)`. */
  | { kind: "method"; name: string }
  | { kind: "tag"; name: string }

export class TemplateError extends Error {
  readonly origin?: ErrorOrigin
  /** The tag being evaluated when the error was created; absent for errors found while parsing. */
  readonly span?: SourceSpan

  constructor(message: string, origin?: ErrorOrigin, span: SourceSpan | undefined = currentSpan()) {
    super(message)
    this.name = "TemplateError"
    this.origin = origin
    this.span = span
    // ts-jest compiles to ES5-style classes in some setups; keep instanceof reliable.
    Object.setPrototypeOf(this, TemplateError.prototype)
  }
}

export function isTemplateError(error: unknown): error is TemplateError {
  return error instanceof TemplateError
}
