import { existsSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { atomXml } from "../../lib/feed/atom"
import { changelogEntries } from "../../lib/feed/changelog-entries"
import { CHANGELOG_FEED, CHANGELOG_PAGE } from "../../lib/feed/config"

export interface FeedSite {
  publicDir: string
  siteUrl: string
  siteTitle: string
  author: string
}

/**
 * Writes the changelog's Atom feed from the built changelog page, so the feed says exactly
 * what the page does (facts filled in, links resolved). Returns the number of entries, or the
 * reason the build must stop: a missing page, a badly dated row, no dated rows at all.
 */
export function writeChangelogFeed({ publicDir, siteUrl, siteTitle, author }: FeedSite): number | string {
  const file = path.join(publicDir, CHANGELOG_PAGE.slice(1), "index.html")
  const where = `Changelog feed (${CHANGELOG_FEED}) from ${CHANGELOG_PAGE}`
  if (!existsSync(file))
    return `${where}: the page was not built. Fix: keep the changelog at that address, or change CHANGELOG_PAGE in src/lib/feed/config.ts.`
  const pageUrl = `${siteUrl}${CHANGELOG_PAGE}`
  let page: ReturnType<typeof changelogEntries>
  try {
    page = changelogEntries(readFileSync(file, "utf8"), pageUrl, siteUrl)
  } catch (error) {
    return `${where}: ${(error as Error).message}.`
  }
  if (page.entries.length === 0)
    return `${where}: no dated entries. Fix: keep the changes in tables whose columns start with Date and Version.`
  const xml = atomXml({
    id: pageUrl,
    title: `${page.title} | ${siteTitle}`,
    subtitle: page.description,
    self: `${siteUrl}${CHANGELOG_FEED}`,
    page: pageUrl,
    author,
    entries: page.entries,
  })
  writeFileSync(path.join(publicDir, CHANGELOG_FEED.slice(1)), xml)
  return page.entries.length
}
