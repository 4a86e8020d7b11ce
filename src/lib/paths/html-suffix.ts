/**
 * SPEC §2: a path ending in `.html` or `/index.html` is the page without that ending.
 * Returns the normalised path, or the input unchanged when it has no such ending.
 */
export function stripHtmlSuffix(pathname: string): string {
  if (pathname.endsWith("/index.html")) return pathname.slice(0, -"/index.html".length) || "/"
  if (pathname.endsWith(".html") && pathname !== "/404.html") return pathname.slice(0, -".html".length) || "/"
  return pathname
}

/** Same rule applied to a full href (keeps query string and hash). */
export function normalizeHref(href: string): string {
  const match = /^([^?#]*)(.*)$/.exec(href)
  if (!match) return href
  return stripHtmlSuffix(match[1]) + match[2]
}
