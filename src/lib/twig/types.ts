/**
 * The shape shared by the Questforge Twig runtime, the docs generator and the playground.
 * Every filter and function is one `TwigDefinition`: the metadata the reference pages are
 * generated from and the implementation the runtime registers, so docs and behaviour
 * cannot drift apart.
 */

export type FilterCategory = "colors" | "formatting" | "game-stats" | "html"

export type FunctionCategory =
  "general" | "time" | "debug" | "webstore" | "query-builder" | "plugin-integrations" | "website-users" | "forum-module"

export interface TwigArgument {
  /** Argument name as written in the signature. */
  name: string
  /** Type label shown in the docs: "string", "number", "int", "bool", "array", "object", "date", "mixed", or a union "string|number". */
  type: string
  required: boolean
  /** Default value as Twig source, e.g. `'USD'`, `2`, `true`; absent when required. */
  default?: string
  description: string
}

interface DefinitionBase {
  name: string
  /** Full signature as a reader writes it, e.g. `value|money(currency = 'USD', decimals = 2)` or `store_products(category = null, limit = 10)`. */
  signature: string
  /** One sentence: what it does. */
  summary: string
  args: TwigArgument[]
  returns: { type: string; description: string }
  /** Defined behaviour on bad input and other notes, one sentence each. */
  notes: string[]
  /** True when the result is HTML that must not be escaped again. */
  safe?: boolean
}

export interface FilterDefinition extends DefinitionBase {
  kind: "filter"
  category: FilterCategory
  /** `value` is the filtered value; `args` are the call arguments; `env` the render environment. */
  impl: (env: RenderEnvironment, value: unknown, ...args: unknown[]) => unknown
}

export interface FunctionDefinition extends DefinitionBase {
  kind: "function"
  category: FunctionCategory
  impl: (env: RenderEnvironment, ...args: unknown[]) => unknown
}

export type TwigDefinition = FilterDefinition | FunctionDefinition

/** What an implementation may read besides its arguments: the sample (or real) context and a fixed clock. */
export interface RenderEnvironment {
  context: Record<string, unknown>
  /** "Now" for time functions; the sample context fixes it so examples are reproducible. */
  now: Date
  /** Lines written by debug functions (e.g. `log()`); shown by the playground, never in the HTML. */
  log: string[]
}

export interface TemplateErrorInfo {
  /** Reader-facing message, e.g. `money: expected a number, got string "abc"`. */
  message: string
  /** 1-based line in the template source, when it can be located. */
  line?: number
}

export type RenderResult =
  { ok: true; html: string; log: string[] } | { ok: false; error: TemplateErrorInfo; log: string[] }
