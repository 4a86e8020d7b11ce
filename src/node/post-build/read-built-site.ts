import { readFileSync } from "node:fs"
import { recordsFromPage, type SearchRecord } from "../../lib/search/records"
import { inlineCodeReader, type InlineCode } from "../headers/inline"
import { sha256Source } from "../headers/csp"
import type { BuiltPage } from "../link-check/check-links"
import { linkReader } from "../link-check/read-site"
import { docsSiteUrl } from "../product"
import { byObjectId, pageSearchReader } from "../search/site-records"
import { readHtml } from "./html-reader"
import { htmlFiles, pathOfFile } from "./site-files"

/** What the post-build steps need from the built HTML, read in one pass. */
export interface BuiltSite {
  /** Every page's links and anchors (the link check). */
  pages: BuiltPage[]
  /** Every search record (the embedded index and the hosted one), in objectID order. */
  records: SearchRecord[]
  /** Hashes of the inline code the Content-Security-Policy allows (public/_headers), in page order. */
  inlineHashes: { scripts: Set<string>; styles: Set<string>; styleAttributes: Set<string> }
}

/** What one page gives: its links and anchors, its search records, its inline code. */
export interface PageReading {
  page: BuiltPage
  records: SearchRecord[]
  inline: InlineCode
}

/**
 * Reads and parses one built page, handing the parse events to each consumer's reader. Only
 * what the readers extract is kept (links, anchors, search blocks turned into records at once,
 * inline code), never the page's HTML or a DOM, so memory grows with the site's text and links,
 * not with its markup (which repeats the sidebar on every page).
 */
export function readPage(publicDir: string, file: string, siteUrl: string): PageReading {
  const pagePath = pathOfFile(publicDir, file)
  const links = linkReader(pagePath, siteUrl)
  const code = inlineCodeReader()
  const search = pageSearchReader(pagePath)
  readHtml(readFileSync(file, "utf8"), search ? [links, code, search] : [links, code])
  const blocks = search?.result()
  return { page: links.result(), records: blocks ? recordsFromPage(blocks) : [], inline: code.result() }
}

/** The pages' readings, in the pages' order, as the post-build steps take them. */
export function assembleSite(readings: Iterable<PageReading>): BuiltSite {
  const site: BuiltSite = {
    pages: [],
    records: [],
    inlineHashes: { scripts: new Set(), styles: new Set(), styleAttributes: new Set() },
  }
  for (const { page, records, inline } of readings) {
    site.pages.push(page)
    site.records.push(...records)
    inline.scripts.forEach(text => site.inlineHashes.scripts.add(sha256Source(text)))
    inline.styles.forEach(text => site.inlineHashes.styles.add(sha256Source(text)))
    inline.styleAttributes.forEach(text => site.inlineHashes.styleAttributes.add(sha256Source(text)))
  }
  site.records.sort(byObjectId)
  return site
}

/** Reads every built page once, in this thread (the build splits the work: ./parallel-read.ts). */
export function readBuiltSite(publicDir: string, siteUrl = docsSiteUrl()): BuiltSite {
  return assembleSite([...htmlFiles(publicDir)].map(file => readPage(publicDir, file, siteUrl)))
}
