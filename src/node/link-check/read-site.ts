import { existsSync, statSync } from "node:fs"
import path from "node:path"
import { LINKS_IGNORE } from "../../lib/site-html/regions"
import { readWith, type HtmlReader } from "../post-build/html-reader"
import type { BuiltPage } from "./check-links"

/**
 * Collects a page's anchors and links. Regions marked `data-links-ignore` (live example
 * previews: the sample website's markup) are skipped, with their own ids.
 */
export function linkReader(pagePath: string): HtmlReader<BuiltPage> {
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
    },
    ontext() {},
    onclosetag() {
      if (depth === ignoredDepth) ignoredDepth = -1
      depth -= 1
    },
    result: () => ({ path: pagePath, anchors, links }),
  }
}

export const extractPage = (html: string, pagePath: string): BuiltPage => readWith(html, linkReader(pagePath))

export function publicFileExists(publicDir: string) {
  return (pathname: string): boolean => {
    const full = path.join(publicDir, pathname)
    return full.startsWith(publicDir) && existsSync(full) && statSync(full).isFile()
  }
}
