import { OUTPUT_LIMIT_CHARACTERS, outputLimitMessage } from "../../lib/playground/limits"
import { sanitizeHtml } from "../../lib/playground/sanitize"
import { renderTemplate } from "../../lib/twig"

/** What the playground shows for a template: sanitised preview and raw output, or the error. */
export type LiveResult =
  | { ok: true; preview: string; output: string; log: string[] }
  | { ok: false; message: string; line?: number; log: string[] }

/**
 * One render of a reader's template (Twig.js, the Questforge filters and functions, the sample
 * context and the sanitiser). It runs inside the playground worker (./twig.worker.ts), so only
 * pages with live examples load it, only once the reader starts editing, and never on the
 * page's own thread.
 */
export function renderLive(source: string): LiveResult {
  const result = renderTemplate(source)
  if (!result.ok) return { ok: false, message: result.error.message, line: result.error.line, log: result.log }
  if (result.html.length > OUTPUT_LIMIT_CHARACTERS)
    return { ok: false, message: outputLimitMessage(result.html.length), log: result.log }
  return { ok: true, preview: sanitizeHtml(result.html), output: result.html, log: result.log }
}
