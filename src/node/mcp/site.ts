import { existsSync, readFileSync, statSync } from "node:fs"
import path from "node:path"
import { byReadingOrder, descriptionOfMarkdown, markdownFileOf, type PageInfo } from "../../lib/mcp/page-list"
import { markdownPath } from "../../lib/markdown/markdown-path"
import { LOCAL_INDEX_URL } from "../../lib/search/config"
import { createLocalSearchClient, type LocalHit } from "../../lib/search/local-client"
import { loadIndexFile, type LoadedIndex } from "../../lib/search/local-index"
import { readWith } from "../post-build/html-reader"
import { htmlFiles, pathOfFile } from "../post-build/site-files"
import { pageSearchReader } from "../search/site-records"
import { indexOfBuild } from "../search/rebuild-index"

/** What a tool needs from the built site; every answer is read from public/, nothing is fetched. */
export interface DocsSite {
  siteUrl: string
  search(query: string, options?: { limit?: number; section?: "docs" | "api" }): Promise<LocalHit[]>
  pages(): PageInfo[]
  /** A page's Markdown twin, or null when there is no page at that address. */
  markdown(address: string): { path: string; text: string } | null
}

export class SiteNotBuilt extends Error {}

/**
 * The built site in `<rootDir>/public`. Missing pages mean nothing was built, and only a build
 * can fix that; a missing search index is rebuilt from the pages, as `npm run search:index` does.
 */
export function openDocsSite(rootDir: string, siteUrl: string, log: (line: string) => void = () => {}): DocsSite {
  const publicDir = path.join(rootDir, "public")
  const indexFile = path.join(publicDir, LOCAL_INDEX_URL.slice(1))
  const requireBuild = () => {
    if (!existsSync(path.join(publicDir, "index.html")) || !existsSync(path.join(publicDir, "llms.txt")))
      throw new SiteNotBuilt(
        `The docs site is not built: ${publicDir} has no pages. Run \`npm run build\` in ${rootDir}, then call this tool again.`,
      )
  }
  let loaded: { index: LoadedIndex; modified: number } | null = null
  const loadIndex = async () => {
    requireBuild()
    // The whole index built in memory from the built pages (the site publishes it in shards,
    // which rank the same); again after a new build, which rewrites the manifest.
    const modified = existsSync(indexFile)
      ? statSync(indexFile).mtimeMs
      : statSync(path.join(publicDir, "index.html")).mtimeMs
    if (loaded?.modified !== modified) {
      const { records, index } = indexOfBuild(rootDir)
      log(`Search: ${records} records read from ${publicDir}.`)
      loaded = { index: loadIndexFile(index), modified }
    }
    return loaded.index
  }
  const client = createLocalSearchClient(loadIndex)
  let pageList: { list: PageInfo[]; modified: number } | null = null

  return {
    siteUrl,
    async search(query, { limit = 10, section } = {}) {
      const { results } = await client.search([
        {
          indexName: "docs",
          params: {
            query,
            hitsPerPage: limit,
            attributesToSnippet: ["content:30"],
            highlightPreTag: "**",
            highlightPostTag: "**",
            ...(section ? { facetFilters: [`docTag:${section}`] } : {}),
          },
        },
      ])
      return results[0].hits
    },
    pages() {
      requireBuild()
      const modified = statSync(path.join(publicDir, "llms.txt")).mtimeMs
      if (pageList?.modified === modified) return pageList.list
      const list: PageInfo[] = []
      for (const file of htmlFiles(publicDir)) {
        const reader = pageSearchReader(pathOfFile(publicDir, file))
        const page = reader && readWith(readFileSync(file, "utf8"), reader)
        if (!page) continue
        const twin = path.join(publicDir, markdownPath(page.path))
        if (!existsSync(twin)) continue
        const description = descriptionOfMarkdown(readFileSync(twin, "utf8"))
        list.push({
          path: page.path,
          title: page.title.trim(),
          description,
          section: page.section,
          markdown: markdownPath(page.path),
        })
      }
      list.sort(byReadingOrder)
      pageList = { list, modified }
      return list
    },
    markdown(address) {
      requireBuild()
      let relative = markdownFileOf(address.startsWith(siteUrl) ? address.slice(siteUrl.length) || "/" : address)
      if (!relative) return null
      // `/api` is served at `/api/`: its twin is the folder's index.md.
      if (!existsSync(path.join(publicDir, relative)) && relative.endsWith(".md") && !relative.endsWith("/index.md"))
        relative = `${relative.slice(0, -".md".length)}/index.md`
      const file = path.join(publicDir, relative)
      if (!file.startsWith(publicDir + path.sep) || !existsSync(file) || !statSync(file).isFile()) return null
      return { path: relative, text: readFileSync(file, "utf8") }
    },
  }
}
