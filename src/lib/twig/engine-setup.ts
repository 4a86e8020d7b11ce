/**
 * One-time, idempotent setup of the global Twig.js instance: our definitions, a render clock,
 * and patches that make Twig.js safe for a browser playground (no file loading, no console
 * output, deterministic dates) and let errors know which tag they come from.
 */
import { ALL_DEFINITIONS, isRegistrable } from "./catalogue"
import { TemplateError, isTemplateError, type ErrorOrigin } from "./errors"
import { checkArity } from "./support/arity"
import { findExpressionProblem } from "./support/expression-check"
import { siteTimeZone } from "./support/globals"
import { formatPhpDate } from "./support/php-date"
import { modifyDate, parseTwigDate } from "./support/relative-dates"
import { isSourceSpan, withSpan } from "./support/spans"
import { expectString, isSafeHtml } from "./support/values"
import {
  Twig,
  twigInternals,
  type ExpressionToken,
  type LogicToken,
  type RawExpressionToken,
  type TwigInternals,
} from "./twig-internals"
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
      if ((tag === "import" || tag === "from") && token.match?.[1]?.trim() === "_self")
        return original.call(this, token)
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
    if (!(this instanceof Repaired))
      return new (Repaired as unknown as new (m: string, f?: string) => unknown)(message, file)
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
    value === null || value === undefined || value === ""
      ? env.now
      : parseTwigDate(name, value, env.now, siteTimeZone(env))
  core.filters.date = guarded({ kind: "filter", name: "date" }, (value: unknown, params: unknown) => {
    const env = environment("date")
    const [format, zone] = Array.isArray(params) ? params : []
    const date = toDate("date", env, value)
    const timeZone =
      zone === undefined || zone === null
        ? siteTimeZone(env)
        : expectString("date", zone, "timezone to be an IANA name")
    return formatPhpDate(
      "date",
      date,
      format === undefined || format === null ? "F j, Y H:i" : expectString("date", format, "format to be a string"),
      timeZone,
    )
  })
  core.functions.date = guarded({ kind: "function", name: "date" }, (value?: unknown) =>
    toDate("date", environment("date"), value),
  )
  core.filters.date_modify = guarded({ kind: "filter", name: "date_modify" }, (value: unknown, params: unknown) => {
    const env = environment("date_modify")
    const args = Array.isArray(params) ? params : []
    if (args.length !== 1)
      throw new TemplateError(`date_modify: expects 1 argument (modifier, e.g. '+1 day'), got ${args.length}`)
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

/** Built-in filters that hand their input back unchanged, or escape it on purpose: they see it as it is. */
const AS_GIVEN = new Set(["default", "raw", "escape", "e"])

const primitive = (value: unknown): unknown => (value instanceof String ? value.valueOf() : value)

/**
 * Twig.js passes safe output (a String object flagged `twigMarkup`) to filters as it is, and its
 * built-in filters test `typeof value === "string"`: `upper`, `lower`, `capitalize` and `title`
 * returned safe values unchanged, `length` counted 0, `first` gave nothing and `striptags`
 * printed "Object". Every built-in filter now gets primitive strings (the value and plain
 * arguments), as Twig 3's filters get the string of a Markup object.
 *
 * The result is plain text, so autoescape escapes it: in Twig 3 only filters declared `is_safe`
 * keep a value safe, so `{{ markup|upper }}` and `{% apply upper %}<b>x</b>{% endapply %}` print
 * `&lt;B&gt;X&lt;/B&gt;`, exactly as Twig 3 does. Filters that return their input (`default`, `raw`)
 * still return the safe value. Besides that:
 * - `nl2br` (`pre_escape` html, `is_safe` html): safe input is not escaped again, and the result is safe.
 * - `spaceless` (`is_safe` html): safe input stays safe, so `{% apply spaceless %}` keeps its markup.
 *   Plain text is still escaped: unlike Twig 3, a player's text cannot become HTML through it.
 * - `url_encode`: Twig.js joins map entries with "&amp;", which autoescape escaped a second time
 *   (`a=1&amp;amp;b=2`); Twig 3 joins them with "&", which autoescape prints as `&amp;`.
 */
function builtinFiltersOnStrings(core: TwigInternals): void {
  for (const [name, original] of Object.entries(core.filters)) {
    if (AS_GIVEN.has(name)) continue
    core.filters[name] = function filter(this: unknown, value: unknown, params: unknown) {
      return original.call(this, primitive(value), Array.isArray(params) ? params.map(primitive) : params)
    }
  }
  // Twig.js's `format` crashes without arguments; Twig 3 prints the format as it is.
  const format = core.filters.format
  core.filters.format = function filter(this: unknown, value: unknown, params: unknown) {
    return format.call(this, value, Array.isArray(params) ? params : [])
  }
  const { nl2br, spaceless, url_encode: urlEncode } = core.filters
  core.filters.nl2br = function filter(this: unknown, value: unknown, params: unknown) {
    if (!isSafeHtml(value)) return nl2br.call(this, value, params)
    // The same markup Twig.js writes for plain text, without escaping what is already HTML.
    return core.Markup(String(value).replace(/\r\n|\r|\n/g, "<br />\n"))
  }
  core.filters.spaceless = function filter(this: unknown, value: unknown, params: unknown) {
    const result = spaceless.call(this, value, params)
    return isSafeHtml(value) && typeof result === "string" ? core.Markup(result) : result
  }
  core.filters.url_encode = function filter(this: unknown, value: unknown, params: unknown) {
    const result = urlEncode.call(this, value, params)
    // Keys and values are percent-encoded, so every "&amp;" left is a separator.
    return typeof result === "string" ? result.replace(/&amp;/g, "&") : result
  }
}

const OUTPUT_TOKENS = new Set(["output", "output_whitespace_pre", "output_whitespace_post", "output_whitespace_both"])

/**
 * Twig.js compiles `{{ user.username|upper( }}` and `{{ 1 + }}` without an error and prints
 * "[object Object]" or "NaN". Each `{{ }}` expression is checked for unbalanced brackets and
 * operators without a value before Twig.js compiles it; the error points at the tag's line.
 */
function checkPrintedExpressions(core: TwigInternals): void {
  const compile = core.expression.compile
  core.expression.compile = function compileChecked(this: unknown, token: RawExpressionToken, ...rest: unknown[]) {
    if (typeof token?.value === "string" && typeof token.type === "string" && OUTPUT_TOKENS.has(token.type)) {
      const problem = findExpressionProblem(token.value)
      if (problem !== undefined)
        throw new TemplateError(problem, undefined, isSourceSpan(token.position) ? token.position : undefined)
    }
    return compile.call(this, token, ...rest)
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
  builtinFiltersOnStrings(core)
  checkPrintedExpressions(core)
  trackSpans(core)
  for (const def of ALL_DEFINITIONS.filter(isRegistrable)) {
    if (def.kind === "filter") {
      Twig.extendFilter(def.name, ((value: unknown, params: unknown) =>
        call(core, def, [value], Array.isArray(params) ? params : [])) as never)
    } else {
      Twig.extendFunction(def.name, ((...args: unknown[]) => call(core, def, [], args)) as never)
    }
  }
  registered = true
}
