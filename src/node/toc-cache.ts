import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"
import path from "node:path"
import type { RawTocItem } from "../lib/toc"
import { OPENAPI_FILE } from "./openapi"
import { PRODUCT_FILE, ROOT_DIR } from "./product"

type Toc = { items?: RawTocItem[] } | null

interface Cache {
  get(key: string): Promise<unknown>
  set(key: string, value: unknown): Promise<unknown>
}

type Query = (
  query: string,
  variables: Record<string, unknown>,
) => Promise<{ data?: { mdx?: { tableOfContents: Toc } | null } }>

const TOC_QUERY = `query PageToc($id: String!) { mdx(id: { eq: $id }) { tableOfContents(maxDepth: 3) } }`

/**
 * gatsby-plugin-mdx computes a table of contents by compiling the page again (with every
 * remark and rehype plugin, Prism included) on every build: 4.5 s of each warm rebuild. The
 * result only changes with the page's source or with the data files the generators read
 * (OpenAPI description, product facts); code changes clear Gatsby's cache anyway. So it is
 * kept in the cache under those.
 */
export function createTocCache(
  cache: Cache,
  graphql: Query,
  dataFiles = [OPENAPI_FILE, PRODUCT_FILE],
  rootDir = ROOT_DIR,
) {
  const inputs = createHash("sha256")
  for (const file of dataFiles) inputs.update(readFileSync(path.join(rootDir, file)))
  const generators = inputs.digest("hex").slice(0, 16)
  return async function tocOf(id: string, contentDigest: string): Promise<Toc> {
    const key = `toc:${contentDigest}:${generators}`
    const cached = (await cache.get(key)) as { toc: Toc } | undefined
    if (cached) return cached.toc
    const result = await graphql(TOC_QUERY, { id })
    const toc = result.data?.mdx?.tableOfContents ?? null
    await cache.set(key, { toc })
    return toc
  }
}
