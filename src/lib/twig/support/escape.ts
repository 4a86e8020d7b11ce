/** HTML escaping for filters that build markup around text a player or owner typed. */
const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#039;",
}

/** Same characters and entities as Twig.js's `escape('html')`, so output matches `{{ text }}`. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, ch => ENTITIES[ch])
}

/**
 * True when a URL names a scheme other than http(s), mailto or tel (`javascript:`, `data:`…).
 * Browsers ignore tabs, newlines and leading control characters in schemes, so we do too.
 */
export function hasUnsafeScheme(url: string): boolean {
  // Browsers ignore control characters and spaces in a scheme ("java\0script:"), so they go first.
  // eslint-disable-next-line no-control-regex
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.replace(/[\u0000-\u0020]/g, ""))?.[1].toLowerCase()
  return scheme !== undefined && !["http", "https", "mailto", "tel"].includes(scheme)
}

/** Only http(s), mailto and site-relative links survive; `javascript:` and friends do not. */
export function isSafeHref(href: string): boolean {
  return /^(https?:\/\/|mailto:|\/(?!\/)|#)/i.test(href)
}
