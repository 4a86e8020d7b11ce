import { createHash } from "node:crypto"
import { saveBody } from "../markdown/body-store"
import type { CompiledPage, PageSource } from "./compile"

/** Where a compiled page is kept between builds (Gatsby's cache API, or a Map in tests). */
export interface CompileCache {
  get(key: string): Promise<unknown>
  set(key: string, value: unknown): Promise<unknown>
}

/** The key a compiled page is kept under: its source, its path and the build's own code. */
export function pageBodyKey(source: PageSource, version: string): string {
  const digest = createHash("sha256").update(`${version}\0${source.file}\0${source.pagePath}\0${source.mdx}`)
  return `page-body:${digest.digest("base64url")}`
}

/** Where a page of this build came from. */
export type PageOrigin = "ahead" | "cache" | "compiled"

/**
 * A page compiled by this build's early compile (`ahead`, ./ahead.ts), by an earlier build
 * (when its source, its path and the build's own code are as they were), or now by `compile`
 * (./compile.ts). `version` names the build's code (the bundle of src/node).
 */
export async function compiledPage(
  source: PageSource,
  cache: CompileCache,
  version: string,
  ahead: ReadonlyMap<string, CompiledPage> | null,
  compile: (source: PageSource) => Promise<CompiledPage>,
): Promise<{ page: CompiledPage; from: PageOrigin }> {
  const key = pageBodyKey(source, version)
  let page = ahead?.get(key)
  let from: PageOrigin = "ahead"
  if (page) await cache.set(key, page)
  else {
    page = (await cache.get(key)) as CompiledPage | undefined
    from = "cache"
    if (!page) {
      page = await compile(source)
      from = "compiled"
      await cache.set(key, page)
    }
  }
  saveBody(source.file, page.markdown) // where the Markdown step reads every page's twin
  return { page, from }
}

/**
 * The build's line about its page compile. When an early compile ran, every page should have
 * come from it; the others are counted, since each cost the build a compile of its own.
 */
export function pageCompileReport(from: Record<PageOrigin, number>, ranAhead: boolean): string {
  const total = from.ahead + from.cache + from.compiled
  const parts = `${from.cache} from the cache, ${from.compiled} compiled now`
  if (!ranAhead) return `Pages: ${total} (${parts}).`
  const missed =
    from.compiled > 0
      ? `; ${from.compiled} differed from what the early compile read, or failed there, and were compiled again`
      : ""
  return `Pages: ${total} (${from.ahead} compiled ahead, while Gatsby started, ${parts}${missed}).`
}
