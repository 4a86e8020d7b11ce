/**
 * A path that starts with one slash names a page of this site. `//host/…` and `/\host/…` (which
 * browsers read as `//host/…`) are protocol-relative URLs of another site: a redirect built from
 * them would send the reader away, so no rule here ever rewrites them.
 */
export function isSitePath(pathname: string): boolean {
  return /^\/(?![/\\])/.test(pathname)
}

/**
 * A path ending in `.html` or `/index.html` is the page without that ending (static hosts and
 * old links use both forms), and so is one with a slash after it (`/index.html/`, which a static
 * server answers with the page's file while Gatsby's router matches no page for it). Returns the
 * normalised path, or the input unchanged when it has no such ending or is not a path of this site.
 */
export function stripHtmlSuffix(pathname: string): string {
  if (!isSitePath(pathname)) return pathname
  const path = pathname.endsWith(".html/") ? pathname.slice(0, -1) : pathname
  if (path.endsWith("/index.html")) return path.slice(0, -"/index.html".length) || "/"
  if (path.endsWith(".html") && path !== "/404.html") return path.slice(0, -".html".length) || "/"
  return path
}

/** Same rule applied to a full href (keeps query string and hash). */
export function normalizeHref(href: string): string {
  const match = /^([^?#]*)(.*)$/.exec(href)
  if (!match) return href
  return stripHtmlSuffix(match[1]) + match[2]
}
