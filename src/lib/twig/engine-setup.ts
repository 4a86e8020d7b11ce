/**
 * One-time, idempotent setup of the global Twig.js instance: our definitions, a render clock,
 * and patches that make Twig.js safe for a browser playground (no file loading, no console
 * output, deterministic dates) and let errors know which tag they come from.
 */
import { ALL_DEFINITIONS, isRegistrable } from "./catalogue"
import { TemplateError, isTemplateError, type ErrorOrigin } from "./errors"
import { checkArity } from "./support/arity"
import { siteTimeZone } from "./support/globals"
import { formatPhpDate } from "./support/php-date"
import { modifyDate, parseTwigDate } from "./support/relative-dates"
import { withSpan } from "./support/spans"
import { expectString } from "./support/values"
import { Twig, twigInternals, type ExpressionToken, type LogicToken, type TwigInternals } from "./twig-internals"
import type { RenderEnvironment, TwigDefinition } from "./types"

/**
 * Twig.js registrations are global but renders are synchronous, so the environment of the
 * render in progress is held here for the duration of `withEnvironment`.
 */
let active: RenderEnvironment | null = null

export function withEnvironment<T>(env: RenderEnvironment, render: () => T): T {
  const previous = active
  active = env
  try {
    return render()
  } finally {
    active = previous
  }
}

function environment(name: string): RenderEnvironment {
  if (active === null) throw new TemplateError(`${name}: called outside renderTemplate()`)
  return active
}

/** Errors from an implementation always name it, so the engine can find its line. */
function tagged(error: unknown, origin: ErrorOrigin): TemplateError {
  if (isTemplateError(error)) return error.origin ? error : new TemplateError(error.message, origin, error.span)
  const detail = error instanceof Error ? error.message : String(error)
  return new TemplateError(`${origin.name}: unexpected error (${detail})`, origin)
}

function guarded<A extends unknown[]>(origin: ErrorOrigin, fn: (...args: A) => unknown): (...args: A) => unknown {
  return (...args: A) => {
    try {
      return fn(...args)
    } catch (error) {
      throw tagged(error, origin)
    }
  }
}

function call(core: TwigInternals, def: TwigDefinition, leading: unknown[], args: unknown[]): unknown {
  try {
    checkArity(def.name, def.args, args)
    // Filters take (env, value, ...args) and functions (env, ...args); both accept this spread.
    const impl = def.impl as (env: RenderEnvironment, ...rest: unknown[]) => unknown
    const result = impl(environment(def.name), ...leading, ...args)
    // Safe HTML is returned as Twig.js Markup (a String object flagged `twigMarkup`), which autoescape skips.
    return def.safe && typeof result === "string" ? core.Markup(result) : result
  } catch (error) {
    throw tagged(error, { kind: def.kind, name: def.name })
  }
}

const BLOCKED_TAGS = ["include", "extends", "embed", "use", "import", "from"]
const BLOCKED_FUNCTIONS = ["include", "source", "template_from_string"]
const NO_FILES = "the playground cannot load other templates; paste the markup into this template instead"

function blockFileAccess(core: TwigInternals): void {
  for (const tag of BLOCKED_TAGS) {
    const handler = core.logic.handler[`Twig.logic.type.${tag}`]
    const original = handler?.compile
    if (!handler || !original) continue
    handler.compile = function compile(this: unknown, token: LogicToken) {
      // Macros of the same template (`{% import _self as forms %}`) read no file: keep them.
      if ((tag === "import" || tag === "from") && token.match?.[1]?.trim() === "_self") return original.call(this, token)
      throw new TemplateError(`{% ${tag} %}: ${NO_FILES}`, { kind: "tag", name: tag })
    }
  }
  for (const name of BLOCKED_FUNCTIONS) {
    core.functions[name] = () => {
      throw new TemplateError(`${name}(): ${NO_FILES}`, { kind: "function", name })
    }
  }
}

/** Twig.js throws `Twig.Error(...)` without `new` in two places, which throws `undefined` and writes to globalThis. */
function repairErrorConstructor(core: TwigInternals): void {
  const Original = core.Error
  const Repaired = function TwigError(this: unknown, message: string, file?: string): unknown {
    if (!(this instanceof Repaired)) return new (Repaired as unknown as new (m: string, f?: string) => unknown)(message, file)
    Original.call(this, message, file)
    return undefined
  } as unknown as TwigInternals["Error"]
  Repaired.prototype = Original.prototype
  core.Error = Repaired
}

/**
 * Twig's `date` filter and function and its `date_modify` filter, on the render clock and in the
 * site time zone instead of the machine's. Relative dates ("+1 day", "tomorrow") count from the
 * render clock too, as PHP counts them from the request time.
 */
function deterministicDates(core: TwigInternals): void {
  const toDate = (name: string, env: RenderEnvironment, value: unknown): Date =>
    value === null || value === undefined || value === "" ? env.now : parseTwigDate(name, value, env.now, siteTimeZone(env))
  core.filters.date = guarded({ kind: "filter", name: "date" }, (value: unknown, params: unknown) => {
    const env = environment("date")
    const [format, zone] = Array.isArray(params) ? params : []
    const date = toDate("date", env, value)
    const timeZone = zone === undefined || zone === null ? siteTimeZone(env) : expectString("date", zone, "timezone to be an IANA name")
    return formatPhpDate("date", date, format === undefined || format === null ? "F j, Y H:i" : expectString("date", format, "format to be a string"), timeZone)
  })
  core.functions.date = guarded({ kind: "function", name: "date" }, (value?: unknown) => toDate("date", environment("date"), value))
  core.filters.date_modify = guarded({ kind: "filter", name: "date_modify" }, (value: unknown, params: unknown) => {
    const env = environment("date_modify")
    const args = Array.isArray(params) ? params : []
    if (args.length !== 1) throw new TemplateError(`date_modify: expects 1 argument (modifier, e.g. '+1 day'), got ${args.length}`)
    return modifyDate("date_modify", toDate("date_modify", env, value), args[0], siteTimeZone(env))
  })
}

/**
 * Twig.js knows where each tag is (`position` on its tokens) but its errors say nothing about
 * it. Running every `{{ }}` and `{% %}` inside `withSpan` lets an error record the innermost tag
 * being evaluated when it is created. Twig.js resolves its promises synchronously in sync mode,
 * so the span is still current when a filter or function throws.
 */
function trackSpans(core: TwigInternals): void {
  const parseExpression = core.expression.parse
  core.expression.parse = function parse(this: unknown, tokens: unknown, ...rest: unknown[]) {
    const first = Array.isArray(tokens) ? (tokens[0] as ExpressionToken | undefined) : undefined
    return withSpan(first?.position, () => parseExpression.call(this, tokens, ...rest))
  }
  const parseLogic = core.logic.parse
  core.logic.parse = function parse(this: unknown, token: LogicToken, ...rest: unknown[]) {
    return withSpan(token?.position, () => parseLogic.call(this, token, ...rest))
  }
}

let registered = false

export function ensureRegistered(): void {
  if (registered) return
  const core = twigInternals()
  const silent = () => undefined
  core.log.error = silent
  core.log.debug = silent
  core.log.trace = silent
  repairErrorConstructor(core)
  blockFileAccess(core)
  deterministicDates(core)
  trackSpans(core)
  for (const def of ALL_DEFINITIONS.filter(isRegistrable)) {
    if (def.kind === "filter") {
      Twig.extendFilter(def.name, ((value: unknown, params: unknown) => call(core, def, [value], Array.isArray(params) ? params : [])) as never)
    } else {
      Twig.extendFunction(def.name, ((...args: unknown[]) => call(core, def, [], args)) as never)
    }
  }
  registered = true
}
