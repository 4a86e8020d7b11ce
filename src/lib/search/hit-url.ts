/**
 * Where a search hit links (SPEC §2 rules): links under `/docs/` start at the root, absolute
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

export function rewriteHitUrl(url: string, options: HitUrlOptions): HitLink {
  if (options.externalPattern?.test(url)) return { href: url, external: true }
  const host = hostOf(url)
  if (host) {
    if (host === hostOf(options.dashboardUrl)) return { href: url, external: true }
    if (host !== hostOf(options.siteUrl)) return { href: url, external: true }
    const parsed = new URL(url)
    return { href: `${stripDocsPrefix(parsed.pathname)}${parsed.search}${parsed.hash}`, external: false }
  }
  const [, path, rest] = /^([^?#]*)(.*)$/.exec(url)!
  return { href: stripDocsPrefix(path) + rest, external: false }
}
