import { sanitizeHtml } from "../../lib/playground/sanitize"
import { renderTemplate } from "../../lib/twig"

/** What the playground shows for a template: sanitised preview and raw output, or the error. */
export type LiveResult =
  | { ok: true; preview: string; output: string; log: string[] }
  | { ok: false; message: string; line?: number; log: string[] }

/**
 * The playground's own chunk (Twig.js, the Questforge filters and functions, the sample
 * context and the sanitiser). Only pages with live examples load it, and only when the
 * reader starts editing.
 */
export function renderLive(source: string): LiveResult {
  const result = renderTemplate(source)
  if (!result.ok) return { ok: false, message: result.error.message, line: result.error.line, log: result.log }
  return { ok: true, preview: sanitizeHtml(result.html), output: result.html, log: result.log }
}
