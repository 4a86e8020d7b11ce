import { DEFAULT_LOCALE, LOCALES } from "../lib/paths/locale"

export const htmlAttributes = {
  lang: LOCALES[DEFAULT_LOCALE].htmlLang,
  dir: LOCALES[DEFAULT_LOCALE].direction,
}

/**
 * Runs before the page renders: a URL ending in `.html` or `/index.html` is replaced by the
 * clean path (SPEC §2), so a reader never sees a not-found flash. Kept in sync with
 * src/lib/paths/html-suffix.ts by a unit test.
 */
export const HTML_SUFFIX_SCRIPT =
  '(function(l){var p=l.pathname,n=p;if(/\\/index\\.html$/.test(p))n=p.slice(0,-11)||"/";' +
  'else if(/\\.html$/.test(p)&&p!=="/404.html")n=p.slice(0,-5)||"/";' +
  "if(n!==p)l.replace(n+l.search+l.hash)})(window.location)"
