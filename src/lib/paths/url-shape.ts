/**
 * URL shapes Gatsby's router cannot take. Gatsby decodes the hash with `decodeURI` when it
 * scrolls, and a malformed escape such as `#%` or `#a%zz` throws. Its router keeps a path as
 * `encodeURI(decodeURI(path))`, while its loader files the page under `decodeURIComponent(path)`
 * and builds the page-data URL from that decoded once more: for an escaped reserved character
 * (`%3D`, `%3F`, `%23`, `%26`, `%25`…) these differ, the page is looked up under a name it was
 * never stored under, and rendering throws above every error boundary, leaving a blank tab.
 * Every path and hash is brought to a shape all three agree on before Gatsby reads it: the
 * inline head script does it on first load and on in-page hash changes (`URL_SHAPE_SCRIPT`,
 * checked against these functions by a unit test), the navigate wrapper on client navigation.
 */

import { isSitePath } from "./html-suffix"

/** A URL part `decodeURI` can read: when it holds a malformed escape, its `%` signs are taken literally. */
export function readableEscapes(part: string): string {
  try {
    decodeURI(part)
    return part
  } catch {
    return part.replace(/%/g, "%25")
  }
}

/** A path with its escapes decoded; a run that is not UTF-8 is kept as the text it is. */
function decodedPath(pathname: string): string {
  return pathname.replace(/(?:%[0-9a-f]{2})+/gi, run => {
    try {
      return decodeURIComponent(run)
    } catch {
      return run
    }
  })
}

/**
 * What the URL parser makes of a decoded path, kept on this site: tabs and line breaks dropped
 * and backslashes read as slashes (as the parser does), `.` and `..` segments resolved, and the
 * result starting with exactly one slash. Gatsby decodes a path before it fetches it, so
 * `/%2F%2Fhost/x`, `/%5C%5Chost/x`, `/%09/host/x` and `/x/..%2F%2Fhost` would otherwise name
 * another site once decoded.
 */
function resolvedSitePath(decoded: string): string {
  const parts = decoded
    .replace(/[\t\n\r]/g, "")
    .replace(/\\/g, "/")
    .split("/")
  const segments: string[] = []
  parts.forEach((part, index) => {
    if (part !== "." && part !== "..") segments.push(part)
    else {
      if (part === "..") segments.pop()
      if (index === parts.length - 1) segments.push("") // a trailing dot segment leaves a trailing slash
    }
  })
  return `/${segments.join("/")}`.replace(/^\/+/, "/")
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/**
 * The shape of a path that Gatsby's router, its loader and its page-data URL name alike: every
 * escape decoded (a malformed one kept as text), and the three characters a decoded path cannot
 * hold — `%`, `?` and `#` — written as their full-width look-alikes `％`, `？` and `＃`. No page
 * of the site has them in its path, so such an address is a "Page not found" either way, and the
 * reader still reads it as typed. The decoded path stays on this site (resolvedSitePath). A plain
 * path is returned as it is; applying this twice changes nothing.
 */
export function routerPath(pathname: string): string {
  const text = resolvedSitePath(decodedPath(pathname))
    .replace(/%/g, "\uff05")
    .replace(/\?/g, "\uff1f")
    .replace(/#/g, "\uff03")
  // A lone surrogate (never from the address bar, only from code) cannot be encoded.
  return encodeURI(text.replace(LONE_SURROGATE, "\ufffd"))
}

/**
 * Whether an href names a page of this site and still does once decoded, as Gatsby decodes a
 * path before it fetches it: never `//host`, `/\host`, nor a path whose escapes or dot segments
 * make one of those.
 */
export function staysOnSite(href: string): boolean {
  const path = /^[^?#]*/.exec(href)![0]
  return [path, decodedPath(path)].every(form => {
    if (!isSitePath(form)) return false
    try {
      const url = new URL(form, "https://site.invalid/")
      return url.origin === "https://site.invalid" && !url.pathname.startsWith("//")
    } catch {
      return false
    }
  })
}

/** An href of this site with its path and hash in shapes Gatsby can take; other hrefs unchanged. */
export function routerHref(href: string): string {
  const match = /^(\/(?![/\\])[^?#]*)([^#]*)(#.*)?$/.exec(href)
  if (!match) return href
  const [, path, search, hash = ""] = match
  return routerPath(path) + search + readableEscapes(hash)
}

/** A path as a reader types it (`/café`, not `/caf%C3%A9`), for showing; the path itself if it cannot be decoded. */
export function readablePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname)
  } catch {
    return pathname
  }
}
