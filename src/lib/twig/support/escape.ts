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

/** Only http(s), mailto and site-relative links survive; `javascript:` and friends do not. */
export function isSafeHref(href: string): boolean {
  return /^(https?:\/\/|mailto:|\/(?!\/)|#)/i.test(href)
}
