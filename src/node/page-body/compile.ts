import { createHash } from "node:crypto"
import path from "node:path"
import { toHtml } from "hast-util-to-html"
import { VFile } from "vfile"
import { isPageComponent } from "../../lib/mdx/page-components"
import { bodyOfHast, BodyError, type Body, type BodyHast } from "../../lib/page-body/body"
import type { TocEntry } from "../../lib/page-context"
import { saveBody } from "../markdown/body-store"
import type { TwinData } from "../markdown/remark-twin-body"
import { ROOT_DIR } from "../product"
import { pageProcessor } from "./processor"

/** What one MDX page compiles into: everything its reader gets that comes from its source. */
export interface CompiledPage {
  body: Body
  toc: TocEntry[]
  /** The page's Markdown twin's body. */
  markdown: string
}

/** A page to compile: its source file, its URL path and its MDX (gatsby-plugin-mdx's `body`). */
export interface PageSource {
  file: string
  pagePath: string
  mdx: string
}

/** Where a compiled page is kept between builds (Gatsby's cache API, or a Map in tests). */
export interface CompileCache {
  get(key: string): Promise<unknown>
  set(key: string, value: unknown): Promise<unknown>
}

const serialize = (nodes: BodyHast[]) => toHtml({ type: "root", children: nodes } as Parameters<typeof toHtml>[0])

let processor: ReturnType<typeof pageProcessor> | null = null

/**
 * Compiles one page (src/node/page-body/processor.ts) into its body, its table of contents and
 * its Markdown twin. A content mistake fails with the page's file, what is wrong and the fix.
 */
export async function compilePage({ file, pagePath, mdx }: PageSource): Promise<CompiledPage> {
  processor ??= pageProcessor()
  const vfile = new VFile({ value: mdx, path: file, data: { pagePath } satisfies TwinData })
  const where = path.relative(ROOT_DIR, file)
  let hast: BodyHast
  try {
    hast = (await processor.run(processor.parse(vfile), vfile)) as BodyHast
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    throw new Error(message.includes(where) ? message : `${where}: ${message}`)
  }
  let body: Body
  try {
    body = bodyOfHast(hast, serialize, isPageComponent)
  } catch (error) {
    if (error instanceof BodyError) throw new Error(`${where}: ${error.message}`)
    throw error
  }
  const markdown = (vfile.data as TwinData).twinBody
  if (markdown === undefined) throw new Error(`${where}: the page's Markdown twin was not made`)
  return { body, toc: (vfile.data.tableOfContents as TocEntry[] | undefined) ?? [], markdown }
}

/**
 * A page compiled by this build or, when its source, its path and the build's own code are as
 * they were, by an earlier one. `version` names the build's code (the bundle of src/node).
 */
export async function compiledPage(source: PageSource, cache: CompileCache, version: string): Promise<CompiledPage> {
  const key = `page-body:${createHash("sha256").update(`${version}\0${source.file}\0${source.pagePath}\0${source.mdx}`).digest("base64url")}`
  let compiled = (await cache.get(key)) as CompiledPage | undefined
  if (!compiled) {
    compiled = await compilePage(source)
    await cache.set(key, compiled)
  }
  saveBody(source.file, compiled.markdown) // where the Markdown step reads every page's twin
  return compiled
}
