import { normalizeHref } from "./html-suffix"

/**
 * What a link in a page's content is, decided once for the build (which writes its final
 * `href` and `rel` into the HTML) and for the browser (which routes page links on the client).
 */
export type ContentLink =
  | { kind: "page"; href: string } // a page of this site: routed on the client, prefetched
  | { kind: "external"; href: string } // another site: never shares the opener or the referrer
  | { kind: "plain"; href: string } // a file of this site, a jump within the page, mailto:

/** A path to a file such as /api/openapi.yaml: the browser fetches it, the router must not. */
const isFilePath = (href: string) => /\.(?!html$)[a-z0-9]+$/i.test(href.split(/[?#]/)[0])

export function contentLink(href: string): ContentLink {
  if (href.startsWith("/") && !href.startsWith("//") && !isFilePath(href)) {
    return { kind: "page", href: normalizeHref(href) }
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) && !/^mailto:/i.test(href)) return { kind: "external", href }
  return { kind: "plain", href }
}

/** The `rel` of an external link (links to other sites never share the opener). */
export const EXTERNAL_REL = "noopener noreferrer"
