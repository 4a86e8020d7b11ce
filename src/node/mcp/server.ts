import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js"
import type { OpenApiDocument } from "../../lib/openapi/types"
import { registerProductTools } from "./product-tools"
import type { DocsSite } from "./site"
import { registerSiteTools } from "./site-tools"
import type { TwigRenderer } from "./twig-renderer"

export interface DocsServerParts {
  site: DocsSite
  twig: TwigRenderer
  openApi: () => OpenApiDocument
  version: string
}

/**
 * The docs as a Model Context Protocol server: search with the site's own ranking, pages as
 * Markdown, and the site's tools (the Twig runtime, the API description, the store's command
 * placeholders) for an agent working on a Questforge site, theme or integration.
 */
export function createDocsServer({ site, twig, openApi, version }: DocsServerParts): McpServer {
  const server = new McpServer({ name: "questforge-docs", version })
  registerSiteTools(server, site)
  registerProductTools(server, twig, openApi)
  return server
}
