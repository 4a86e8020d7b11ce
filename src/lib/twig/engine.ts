/**
 * Renders a Questforge Twig template with Twig.js: autoescape on, our filters and functions,
 * no file access, and a fixed clock. It never throws; problems come back as a RenderResult.
 */
import { ensureRegistered, withEnvironment } from "./engine-setup"
import { toErrorInfo } from "./error-info"
import { SAMPLE_CONTEXT } from "./sample-context"
import { REQUEST_TIME } from "./sample/site"
import { resetSpans } from "./support/spans"
import { isRecord } from "./support/values"
import { Twig } from "./twig-internals"
import type { RenderEnvironment, RenderResult } from "./types"

export interface RenderOptions {
  /** Variables added to the sample globals; a key given here replaces the sample one (e.g. `user: null`). */
  context?: Record<string, unknown>
  /** "Now" for time functions; defaults to `request.time` of the context (2025-06-14T18:30:00Z in the sample). */
  now?: Date
}

function requestTime(context: Record<string, unknown>): Date {
  const request = context.request
  const time = isRecord(request) && typeof request.time === "string" ? new Date(request.time) : new Date(REQUEST_TIME)
  return Number.isNaN(time.getTime()) ? new Date(REQUEST_TIME) : time
}

/**
 * What the filters and functions read during one render: a fresh copy of the sample globals
 * (Twig.js filters such as `keys` and `sort` write `_keys` into the maps they read) with the
 * options' variables, and "now".
 */
export function sampleEnvironment(options: RenderOptions = {}, log: string[] = []): RenderEnvironment {
  const context: Record<string, unknown> = { ...structuredClone(SAMPLE_CONTEXT), ...(options.context ?? {}) }
  return { context, now: options.now ?? requestTime(context), log }
}

export function renderTemplate(source: string, options: RenderOptions = {}): RenderResult {
  const log: string[] = []
  const text = typeof source === "string" ? source : String(source)
  try {
    ensureRegistered()
    resetSpans()
    const env = sampleEnvironment(options, log)
    const { context } = env
    const html = withEnvironment(env, () => {
      // rethrow: errors reach us instead of Twig.js logging them; autoescape 'html' as in Twig 3.
      const template = Twig.twig({ data: text, rethrow: true, autoescape: "html", strict_variables: false } as never)
      return String(template.render(context))
    })
    return { ok: true, html, log }
  } catch (error) {
    try {
      return { ok: false, error: toErrorInfo(error, text), log }
    } catch {
      return { ok: false, error: { message: "The template could not be rendered" }, log }
    }
  }
}
