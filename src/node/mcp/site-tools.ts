import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js"
import { z } from "zod"
import { formatHits, formatPages } from "./format"
import type { DocsSite } from "./site"
import { failure, guarded, text } from "./tool-results"

/** The tools that read the built site: search, a page's Markdown, the list of pages. */
export function registerSiteTools(server: McpServer, site: DocsSite): void {
  server.registerTool(
    "search",
    {
      title: "Search the docs",
      description:
        "Search the Questforge documentation with the site's own search (same index, same ranking). Returns the best sections with their URL, Markdown URL and a snippet; read a page with get_page.",
      inputSchema: {
        query: z.string().trim().min(1, "Give some words to search for.").max(200),
        limit: z.number().int().min(1).max(50).default(10).describe("How many results (default 10)."),
        section: z
          .enum(["docs", "api"])
          .optional()
          .describe("Only the guides (docs) or only the REST API reference (api)."),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded(async ({ query, limit, section }) => {
      const hits = await site.search(query, { limit, section })
      return text(
        hits.length ? formatHits(hits, site.siteUrl) : `No results for "${query}". Try other words, or list_pages.`,
      )
    }),
  )

  server.registerTool(
    "get_page",
    {
      title: "Read a page",
      description:
        "A documentation page as Markdown, by its path or URL (`/store/products`, `/api/server-status`, `https://…/store/products.md#commands`).",
      inputSchema: { path: z.string().trim().min(1, "Give the page's path, e.g. /store/products.").max(500) },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded(({ path }) => {
      const page = site.markdown(path)
      return page ? text(page.text) : failure(`No page at ${path}. Find its path with search or list_pages.`)
    }),
  )

  server.registerTool(
    "list_pages",
    {
      title: "List the pages",
      description: "Every documentation page: path, title, description and section.",
      inputSchema: {
        section: z.string().trim().optional().describe('Only pages of this section, e.g. "Store" or "API".'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded(({ section }) => {
      const all = site.pages()
      const pages = section ? all.filter(page => page.section.toLowerCase() === section.toLowerCase()) : all
      if (pages.length === 0)
        return failure(`No section "${section}". Sections: ${[...new Set(all.map(page => page.section))].join(", ")}.`)
      return text(formatPages(pages, site.siteUrl))
    }),
  )
}
