import path from "node:path"
import { toHtml } from "hast-util-to-html"
import { VFile } from "vfile"
import { isPageComponent } from "../../lib/mdx/page-components"
import { bodyOfHast, BodyError, type Body, type BodyHast } from "../../lib/page-body/body"
import type { TocEntry } from "../../lib/page-context"
import type { MdNode } from "../../lib/markdown/mdast"
import type { TwinData } from "../markdown/remark-twin-body"
import { serializeMarkdown } from "../markdown/serialize"
import { ROOT_DIR } from "../product"
import { pageProcessor } from "./processor"

/** What one MDX page compiles into: everything its reader gets that comes from its source. */
export interface CompiledPage {
  body: Body
  toc: TocEntry[]
  /** The page's Markdown twin's body. */
  markdown: string
}

/** A compiled page before its Markdown twin is serialised: what the page's HTML needs. */
export type PageBeforeTwin = Omit<CompiledPage, "markdown">

/** A page to compile: its source file, its URL path and its MDX (gatsby-plugin-mdx's `body`). */
export interface PageSource {
  file: string
  pagePath: string
  mdx: string
}

const serialize = (nodes: BodyHast[]) => toHtml({ type: "root", children: nodes } as Parameters<typeof toHtml>[0])

let processor: ReturnType<typeof pageProcessor> | null = null

/**
 * Compiles one page (src/node/page-body/processor.ts) into its body, its table of contents and
 * its Markdown twin. A content mistake fails with the page's file, what is wrong and the fix.
 */
export async function compilePage(source: PageSource): Promise<CompiledPage> {
  const { page, twin } = await compileBeforeTwin(source)
  return { ...page, markdown: serializeMarkdown(twin) }
}

/**
 * compilePage with the twin left as a tree: serialising it (`serializeMarkdown`) is about a sixth of
 * the compile's time, which the early compile spends after handing over the pages (./ahead.ts).
 */
export async function compileBeforeTwin({
  file,
  pagePath,
  mdx,
}: PageSource): Promise<{ page: PageBeforeTwin; twin: MdNode }> {
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
  const twin = (vfile.data as TwinData).twinTree
  if (twin === undefined) throw new Error(`${where}: the page's Markdown twin was not made`)
  return { page: { body, toc: (vfile.data.tableOfContents as TocEntry[] | undefined) ?? [] }, twin }
}
