import { stripHtmlSuffix } from "../../lib/paths/html-suffix"

/** One built HTML page, reduced to what link checking needs. */
export interface BuiltPage {
  /** URL path of the page, e.g. `/basic/website-pages` or `/`. */
  path: string
  /** Every `id` (and `<a name>`) in the page: valid `#anchor` targets. */
  anchors: Set<string>
  /** Every `href` of an `<a>` in the page, as written. */
  links: string[]
}

export interface BrokenLink {
  source: string
  target: string
  reason: "missing page" | "missing anchor"
}

const ORIGIN = "http://site.invalid"

function pageKey(pathname: string): string {
  const clean = stripHtmlSuffix(decodeURI(pathname))
  return clean.length > 1 ? clean.replace(/\/+$/, "") : "/"
}

function isExternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("//")
}

/**
 * Finds internal links whose page or `#anchor` does not exist. `fileExists` answers for
 * non-page files (sitemap, scripts, downloads) that live in the output folder.
 */
export function findBrokenLinks(pages: BuiltPage[], fileExists: (pathname: string) => boolean): BrokenLink[] {
  const byPath = new Map(pages.map(p => [pageKey(p.path), p]))
  const broken: BrokenLink[] = []
  for (const page of pages) {
    for (const href of new Set(page.links)) {
      if (!href || isExternal(href)) continue
      const url = new URL(href, ORIGIN + page.path)
      const target = byPath.get(pageKey(url.pathname))
      if (!target) {
        if (!fileExists(decodeURI(url.pathname)))
          broken.push({ source: page.path, target: href, reason: "missing page" })
        continue
      }
      const anchor = decodeURIComponent(url.hash.slice(1))
      if (anchor && !target.anchors.has(anchor)) {
        broken.push({ source: page.path, target: href, reason: "missing anchor" })
      }
    }
  }
  return broken
}

export function formatBrokenLinks(broken: BrokenLink[]): string {
  const lines = broken.map(b => `  - on ${b.source}: ${b.target} (${b.reason})`)
  return `Broken links: ${broken.length} internal link${broken.length === 1 ? "" : "s"} point nowhere.\n${lines.join(
    "\n",
  )}\nFix the link in the page's source, or add the missing page or heading.`
}
