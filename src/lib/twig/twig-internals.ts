/**
 * The one place that touches Twig.js internals. @types/twig only describes the public API, so
 * the internal object handed to `Twig.extend` is typed here with just what we use.
 */
import Twig from "twig"

export interface LogicToken {
  match?: string[]
  [key: string]: unknown
}

export interface TwigInternals {
  /** Wraps a string as output that autoescape leaves alone (a String object with `twigMarkup`). */
  Markup: (content: string, strategy?: string | boolean) => unknown
  Error: TwigErrorConstructor
  log: Record<"error" | "debug" | "trace", (...args: unknown[]) => void>
  logic: { handler: Record<string, { compile?: (this: unknown, token: LogicToken) => LogicToken }> }
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
