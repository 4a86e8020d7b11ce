import { createLocalSearchClient } from "../../src/lib/search/local-client"
import { buildIndexFile, loadIndexFile } from "../../src/lib/search/local-index"
import { docTagOfUrl } from "../../src/lib/search/records"
import { recordsFromPage, type PageBlocks } from "../../src/lib/search/records"

/** Small built pages for search tests: headings, text, and the page around them. */
export type Block = PageBlocks["blocks"][number]

export const h2 = (id: string, text: string): Block => ({ kind: "heading", level: 2, id, text })
export const p = (text: string): Block => ({ kind: "text", text })

/** A page in the docs or, under /api/, in the API section, as the build reads it. */
export const page = (path: string, title: string, blocks: Block[], description?: string): PageBlocks => ({
  path,
  docTag: docTagOfUrl(path),
  section: docTagOfUrl(path) === "api" ? "API" : "Docs",
  title,
  ...(description ? { description } : {}),
  blocks,
})

/**
 * Guides that mention commands and servers everywhere, as the real site does, so that a ranking
 * test's pages do not win by being the only ones holding a common word.
 */
export const commandGuides = (text: string, count = 12): PageBlocks[] =>
  Array.from({ length: count }, (_, i) =>
    page(`/guides/guide-${i}`, `Guide ${i}`, [h2("send", "Send commands"), p(text)]),
  )

/** The site's own local search over `pages`: each query's hit addresses, or their pages, best first. */
export function searchOver(pages: PageBlocks[]) {
  const loaded = loadIndexFile(JSON.stringify(buildIndexFile(pages.flatMap(recordsFromPage))))
  const client = createLocalSearchClient(async () => loaded)
  const urls = async (query: string): Promise<string[]> => {
    const { results } = await client.search([{ indexName: "test", params: { query, hitsPerPage: 50 } }])
    return results[0].hits.map(hit => hit.url)
  }
  return { urls, pages: async (query: string) => [...new Set((await urls(query)).map(url => url.replace(/#.*$/, "")))] }
}
