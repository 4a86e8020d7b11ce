import { staysOnSite } from "../paths/url-shape"

/**
 * Where a search hit links : links under `/docs/` start at the root, absolute
 * links to this site become relative (so the client router handles them), and links that
 * match the external-URL pattern or point to the dashboard domain stay untouched and open
 * as external links.
 */
export interface HitUrlOptions {
  /** This docs site, e.g. https://docs.questforge.example */
  siteUrl: string
  /** The control panel dashboard; always external. */
  dashboardUrl: string
  /** Links matching it are left as they are (configurable). */
  externalPattern?: RegExp
}

export interface HitLink {
  href: string
  external: boolean
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host
  } catch {
    return null
  }
}

function stripDocsPrefix(path: string): string {
  if (path === "/docs" || path === "/docs/") return "/"
  return path.startsWith("/docs/") ? path.slice("/docs".length) : path
}

/**
 * Where a hit or a saved search may lead: a path on this site, or an http(s) link. Nothing
 * else is ever rendered or opened: `javascript:` and `data:` in any case or spelling,
 * protocol-relative `//host` and `/\host` (also when escapes or dot segments make one, as
 * `/%2F%2Fhost` does once decoded), control characters. Index records and local storage are
 * both input a reader does not control.
 */
export function isSafeHitUrl(url: unknown): url is string {
  if (typeof url !== "string" || url.length === 0 || url.length > 2048) return false
  // The URL parser drops these silently, so "java\tscript:" would read as javascript:.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f]/.test(url)) return false
  if (url.startsWith("/")) return staysOnSite(url)
  try {
    const { protocol } = new URL(url)
    return protocol === "https:" || protocol === "http:"
  } catch {
    return false
  }
}

/** A link that leads nowhere, for a URL that is not safe (the UI filters those out first). */
const NOWHERE: HitLink = { href: "/search", external: false }

export function rewriteHitUrl(url: string, options: HitUrlOptions): HitLink {
  if (!isSafeHitUrl(url)) return NOWHERE
  if (options.externalPattern?.test(url)) return { href: url, external: true }
  const host = hostOf(url)
  if (host) {
    if (host === hostOf(options.dashboardUrl)) return { href: url, external: true }
    if (host !== hostOf(options.siteUrl)) return { href: url, external: true }
    const parsed = new URL(url)
    const href = `${stripDocsPrefix(parsed.pathname)}${parsed.search}${parsed.hash}`
    return staysOnSite(href) ? { href, external: false } : NOWHERE
  }
  const [, path, rest] = /^([^?#]*)(.*)$/.exec(url)!
  const href = stripDocsPrefix(path) + rest
  return staysOnSite(href) ? { href, external: false } : NOWHERE
}

/**
 * Whether a hit from either index can be shown: a safe URL and the hierarchy the screens read.
 * A malformed hosted record is dropped instead of crashing the result list.
 */
export function isUsableHit(hit: unknown): boolean {
  if (typeof hit !== "object" || hit === null) return false
  const { url, hierarchy, objectID } = hit as { url?: unknown; hierarchy?: unknown; objectID?: unknown }
  if (!isSafeHitUrl(url) || typeof objectID !== "string") return false
  if (typeof hierarchy !== "object" || hierarchy === null) return false
  return (
    Object.values(hierarchy).every(level => level === null || level === undefined || typeof level === "string") &&
    typeof (hierarchy as { lvl1?: unknown }).lvl1 === "string"
  )
}
