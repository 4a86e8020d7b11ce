import { createHash } from "node:crypto"
import { saveBody } from "../markdown/body-store"
import type { CompiledPage, PageBeforeTwin, PageSource } from "./compile"

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

/** Compiles a page in this process, loading the compiler on first use (~0.28 s of CPU to load). */
export const compileHere = async (source: PageSource): Promise<CompiledPage> =>
  (await import("./compile")).compilePage(source)

/** The pages of this build whose twin the early compile serialises after handing them over. */
const awaitingTwins: { source: PageSource; key: string; page: PageBeforeTwin; cache: CompileCache }[] = []

/**
 * A page compiled by this build's early compile (`ahead`, ./ahead.ts; its twin comes later:
 * completeTwins), by an earlier build (when its source, its path and the build's own code are
 * as they were), or now by `compile` (./compile.ts). `version` names the build's code (the
 * bundle of src/node).
 */
export async function compiledPage(
  source: PageSource,
  cache: CompileCache,
  version: string,
  ahead: ReadonlyMap<string, PageBeforeTwin> | null,
  compile: (source: PageSource) => Promise<CompiledPage>,
): Promise<{ page: PageBeforeTwin; from: PageOrigin }> {
  const key = pageBodyKey(source, version)
  const early = ahead?.get(key)
  if (early) {
    awaitingTwins.push({ source, key, page: early, cache })
    return { page: early, from: "ahead" }
  }
  let page = (await cache.get(key)) as CompiledPage | undefined
  let from: PageOrigin = "cache"
  if (!page) {
    page = await compile(source)
    from = "compiled"
    await cache.set(key, page)
  }
  saveBody(source.file, page.markdown) // where the Markdown step reads every page's twin
  return { page, from }
}

/**
 * Before the Markdown step reads the twins: those of the early compile's pages, from `take`,
 * saved where the step reads them and kept in the cache with their pages for the next build.
 * A twin `take` lacks (the early compile stopped first) is compiled here with its page, so no
 * page goes without its twin. Returns how many were compiled here.
 */
export async function completeTwins(
  take: () => Promise<ReadonlyMap<string, string> | null>,
  compile: (source: PageSource) => Promise<CompiledPage>,
): Promise<number> {
  if (awaitingTwins.length === 0) return 0
  const twins = await take()
  let compiled = 0
  for (const { source, key, page, cache } of awaitingTwins.splice(0)) {
    let markdown = twins?.get(key)
    if (markdown === undefined) {
      markdown = (await compile(source)).markdown
      compiled += 1
    }
    saveBody(source.file, markdown)
    await cache.set(key, { ...page, markdown } satisfies CompiledPage)
  }
  return compiled
}

/**
 * The build's line about its page compile. When an early compile ran, every page Gatsby's cache
 * lacks should have come from it; the others are counted, since each cost the build's main
 * thread a compile of its own.
 */
export function pageCompileReport(from: Record<PageOrigin, number>, ranAhead: boolean): string {
  const total = from.ahead + from.cache + from.compiled
  const parts = `${from.cache} from the cache, ${from.compiled} compiled now`
  if (!ranAhead) return `Pages: ${total} (${parts}).`
  const missed =
    from.compiled > 0
      ? `; ${from.compiled} not from it (read differently there, failed there, or not modified since the previous build while missing from the cache)`
      : ""
  return `Pages: ${total} (${from.ahead} compiled ahead, while Gatsby started, ${parts}${missed}).`
}
