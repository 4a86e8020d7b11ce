/**
 * The one place that touches Twig.js internals. @types/twig only describes the public API, so
 * the internal object handed to `Twig.extend` is typed here with just what we use.
 */
import Twig from "twig"
import type { SourceSpan } from "./support/spans"

export interface LogicToken {
  match?: string[]
  [key: string]: unknown
}

/** A compiled expression token; Twig.js copies the span of its `{{ }}` tag onto it (tags' expressions have none). */
export interface ExpressionToken {
  position?: SourceSpan
  [key: string]: unknown
}

/** A `{{ }}` or tag expression before compiling: its source text, and for `{{ }}` the tag's type and span. */
export interface RawExpressionToken {
  type?: unknown
  value?: unknown
  position?: unknown
  [key: string]: unknown
}

export interface TwigInternals {
  /** Wraps a string as output that autoescape leaves alone (a String object with `twigMarkup`). */
  Markup: (content: string, strategy?: string | boolean) => unknown
  Error: TwigErrorConstructor
  log: Record<"error" | "debug" | "trace", (...args: unknown[]) => void>
  logic: {
    handler: Record<string, { compile?: (this: unknown, token: LogicToken) => LogicToken }>
    /** Runs one `{% %}` tag; the token carries the tag's span as `position`. */
    parse: (this: unknown, token: LogicToken, ...rest: unknown[]) => unknown
  }
  expression: {
    /** Compiles the source of one expression (`token.value`) into tokens. */
    compile: (this: unknown, token: RawExpressionToken, ...rest: unknown[]) => unknown
    /** Evaluates the tokens of one expression. */
    parse: (this: unknown, tokens: ExpressionToken[] | unknown, ...rest: unknown[]) => unknown
  }
  filters: Record<string, (value: unknown, params: unknown) => unknown>
  functions: Record<string, (...args: unknown[]) => unknown>
}

export interface TwigErrorConstructor {
  (this: unknown, message: string, file?: string): unknown
  prototype: object
}

let internals: TwigInternals | null = null

export function twigInternals(): TwigInternals {
  if (internals === null) {
    Twig.extend(core => {
      internals = core as unknown as TwigInternals
    })
  }
  return internals as unknown as TwigInternals
}

export { Twig }
