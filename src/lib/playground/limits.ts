/**
 * What one edit of a live example may cost. A reader adding a zero to a loop bound, or a
 * regular expression that backtracks without end, must not freeze the docs tab: templates
 * render in a worker that is stopped when it runs past TIME_LIMIT_MS, and a result larger than
 * OUTPUT_LIMIT_CHARACTERS is reported instead of being handed to the preview frame.
 */
export const TIME_LIMIT_MS = 1000

/** Far above any theme section (the largest documented example renders ~6 KB). */
export const OUTPUT_LIMIT_CHARACTERS = 200_000

/** Typing pauses this long before the example renders again. */
export const RENDER_DELAY_MS = 150

export const TIME_LIMIT_MESSAGE =
  `The template ran longer than ${TIME_LIMIT_MS / 1000} s and was stopped. ` +
  "Check for a very long loop (for … in 1..N) or a regular expression that tries too many matches."

export function outputLimitMessage(characters: number): string {
  const size = (n: number) => `${Math.round(n / 1000).toLocaleString("en")} KB`
  return `The result is ${size(characters)} of HTML, more than the ${size(OUTPUT_LIMIT_CHARACTERS)} an example may show. Print fewer items or shorter text.`
}

const RUNTIME_UNAVAILABLE =
  "The template runtime could not be loaded: the site may have been updated, or the connection dropped. "
export const RUNTIME_UNAVAILABLE_MESSAGE = `${RUNTIME_UNAVAILABLE}Reload the page: your edited template is kept.`
/** The same, when the browser refused to store the edit (storage full, blocked or private). */
export const RUNTIME_UNAVAILABLE_NOT_KEPT_MESSAGE =
  `${RUNTIME_UNAVAILABLE}This browser does not let the page keep your edited template across a reload: ` +
  "copy it before you reload the page."
/** What Reload page asks before a reload that would lose the edit. */
export const RELOAD_LOSES_EDIT_QUESTION =
  "This browser does not let the page keep your edited template across a reload. Reload anyway and lose it?"
