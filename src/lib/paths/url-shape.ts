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

/** A URL part `decodeURI` can read: when it holds a malformed escape, its `%` signs are taken literally. */
export function readableEscapes(part: string): string {
  try {
    decodeURI(part)
    return part
  } catch {
    return part.replace(/%/g, "%25")
  }
}

/**
 * The shape of a path that Gatsby's router, its loader and its page-data URL name alike: every
 * escape decoded (a malformed one kept as text), and the three characters a decoded path cannot
 * hold — `%`, `?` and `#` — written as their full-width look-alikes `％`, `？` and `＃`. No page
 * of the site has them in its path, so such an address is a "Page not found" either way, and the
 * reader still reads it as typed. Leading slashes and backslashes become one slash, so the path
 * stays on this site. A plain path is returned as it is; applying this twice changes nothing.
 */
export function routerPath(pathname: string): string {
  const text = pathname.replace(/^[/\\]+/, "/").replace(/(?:%[0-9a-f]{2})+/gi, run => {
    try {
      return decodeURIComponent(run)
    } catch {
      return run // not UTF-8: kept as the text it is
    }
  })
  try {
    return encodeURI(text.replace(/%/g, "\uff05").replace(/\?/g, "\uff1f").replace(/#/g, "\uff03"))
  } catch {
    return pathname // a lone surrogate, which never comes from the address bar
  }
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
