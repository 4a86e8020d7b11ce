import { existsSync, readFileSync, statSync } from "node:fs"
import path from "node:path"
import { LINKS_IGNORE } from "../../lib/site-html/regions"
import type { HtmlReader } from "../post-build/html-reader"
import { htmlFiles } from "../post-build/site-files"
import type { BuiltPage } from "./check-links"

/** `<meta>` whose content is a URL the page needs to exist: the link preview image. */
const CHECKED_META = new Set(["og:image", "twitter:image"])

/**
 * Collects a page's anchors and links. Regions marked `data-links-ignore` (live example
 * previews: the sample website's markup) are skipped, with their own ids. The preview image
 * URL is absolute (crawlers need that) and is checked as a site path when it names `siteUrl`.
 */
export function linkReader(pagePath: string, siteUrl = ""): HtmlReader<BuiltPage> {
  const anchors = new Set<string>()
  const links: string[] = []
  let depth = 0
  let ignoredDepth = -1
  return {
    onopentag(name, attrs) {
      depth += 1
      if (ignoredDepth === -1 && attrs[LINKS_IGNORE] !== undefined) ignoredDepth = depth
      if (ignoredDepth !== -1) return
      if (attrs.id) anchors.add(attrs.id)
      if (name === "a" && attrs.name) anchors.add(attrs.name)
      if (name === "a" && attrs.href !== undefined) links.push(attrs.href)
      if (name === "meta" && CHECKED_META.has(attrs.property ?? attrs.name) && attrs.content) {
        links.push(
          siteUrl && attrs.content.startsWith(`${siteUrl}/`) ? attrs.content.slice(siteUrl.length) : attrs.content,
        )
      }
    },
    ontext() {},
    onclosetag() {
      if (depth === ignoredDepth) ignoredDepth = -1
      depth -= 1
    },
    result: () => ({ path: pagePath, anchors, links }),
  }
}

/**
 * Links to the site in a Markdown file (the pages' `.md` twins, llms.txt), as site paths: the
 * generated Markdown writes them absolute (`[Coupons](https://docs…/store/discounts/coupons#limits)`).
 */
export function markdownLinks(markdown: string, siteUrl: string): string[] {
  const links: string[] = []
  for (const match of markdown.matchAll(/\]\(<?([^)\s>]+)>?\)/g)) {
    if (match[1].startsWith(`${siteUrl}/`)) links.push(match[1].slice(siteUrl.length))
  }
  return links
}

/** The Markdown files of the build as pages without anchors, so their links are checked like the HTML's. */
export function readMarkdown(publicDir: string, siteUrl: string): BuiltPage[] {
  const files = [...htmlFiles(publicDir, ".md"), path.join(publicDir, "llms.txt")].filter(file => existsSync(file))
  return files.map(file => ({
    path: `/${path.relative(publicDir, file).split(path.sep).join("/")}`,
    anchors: new Set<string>(),
    links: markdownLinks(readFileSync(file, "utf8"), siteUrl),
  }))
}

export function publicFileExists(publicDir: string) {
  return (pathname: string): boolean => {
    const full = path.join(publicDir, pathname)
    return full.startsWith(publicDir) && existsSync(full) && statSync(full).isFile()
  }
}
