/**
 * gatsby-plugin-sitemap's options: every page, with `lastmod` from the date createPages put in
 * the page's context (src/node/last-updated.ts) where it has one. `changefreq` and `priority`
 * (the plugin's default "daily" and 0.7 for every page) are left out: they said nothing true,
 * and search engines go by `lastmod`.
 */
interface SitemapPage {
  path: string
  pageContext?: { lastUpdated?: string | null } | null
}

// Sorted by path: Gatsby's node order changes between a cold and a warm build, and the same
// site should give the same file.
export const SITEMAP_QUERY = `{
  site { siteMetadata { siteUrl } }
  allSitePage(sort: { path: ASC }) { nodes { path pageContext } }
}`

export function sitemapEntry(page: SitemapPage): { url: string; lastmod?: string } {
  const lastmod = page.pageContext?.lastUpdated
  return lastmod ? { url: page.path, lastmod } : { url: page.path }
}

export const sitemapOptions = {
  excludes: ["/404", "/404.html", "/dev-404-page", "/search"],
  query: SITEMAP_QUERY,
  serialize: sitemapEntry,
}
