import { docTagOfUrl } from "../lib/search/local-index"
import type { PageBlocks } from "../lib/search/records"

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
