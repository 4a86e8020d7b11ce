import { setImmediate as nextTurn } from "node:timers/promises"
import { toPlainMdast } from "../../lib/markdown/plain-mdast"
import { queueFlowMdast } from "../../lib/openapi/queue-flow"
import { loadProduct } from "../product"
import { serializeMarkdown } from "./serialize"
import { keptTree, saveBody } from "./tree-store"

/** A page compiled from a content file, as the Markdown twin needs it. */
export interface BodyPage {
  /** The content file, absolute (gatsby-plugin-mdx's `contentFilePath`). */
  file: string
  /** The page's URL path, e.g. `/store/products`. */
  pagePath: string
}

/**
 * The Markdown body of a page compiled in this build, from the tree the remark plugin kept
 * (./remark-keep-tree.ts), saved for warm builds; null when this build did not compile the page
 * (webpack's cache had it: its body saved by the build that did is current).
 */
export function serializeKeptPage({ file, pagePath }: BodyPage): string | null {
  const tree = keptTree(file)
  if (!tree) return null
  const product = loadProduct()
  const plain = toPlainMdast(tree, {
    siteUrl: product.urls.docs.replace(/\/$/, ""),
    pagePath,
    productName: product.name,
    productUrls: product.urls,
    facts: product.facts,
    textOf: { QueueFlowDiagram: queueFlowMdast },
  })
  const body = serializeMarkdown(plain)
  saveBody(file, body)
  return body
}

/**
 * Bodies serialised ahead of onPostBuild, while Gatsby's worker renders the pages' HTML and
 * Gatsby's own thread mostly waits for it (1,000 pages: ~2 s of Markdown on that thread, ~6 s
 * of waiting). By content file; the post-build step takes them from here and serialises only
 * what is missing.
 */
const early = new Map<string, string>()
let running: Promise<void> | null = null

/** Longest stretch of work between two turns of the event loop, so Gatsby keeps feeding its worker. */
const SLICE_MS = 8

/**
 * Starts serialising the given pages' bodies in slices; returns at once. A second call while
 * the first runs, or after it, adds no work for pages already done.
 */
export function serializeAhead(pages: Iterable<BodyPage>): void {
  const queued = [...pages]
  const previous = running ?? Promise.resolve()
  running = previous.then(async () => {
    let sliceStart = performance.now()
    for (const page of queued) {
      if (early.has(page.file)) continue
      const body = serializeKeptPage(page)
      if (body !== null) early.set(page.file, body)
      if (performance.now() - sliceStart > SLICE_MS) {
        await nextTurn()
        sliceStart = performance.now()
      }
    }
  })
  // The post-build step awaits it and reports a failure; until then it must not end the process.
  running.catch(() => undefined)
}

/** Waits for serializeAhead's work (its error, if any, is thrown here) and hands its bodies over. */
export async function bodiesSerializedAhead(): Promise<Map<string, string>> {
  if (running) await running
  const bodies = new Map(early)
  early.clear()
  running = null
  return bodies
}

const CONTENT_FILE = "?__contentFilePath="

/** What the Markdown bodies read of a page in Gatsby's store. */
export interface StorePage {
  component: string
  context?: { pagePath?: unknown }
}

/**
 * The MDX pages of Gatsby's store: gatsby-plugin-mdx's component path names the content file
 * (`template?__contentFilePath=file`, split as Gatsby splits it), and the page's context its
 * path (src/node/pages.ts).
 */
export function mdxPagesOf(pages: Iterable<StorePage>): BodyPage[] {
  const found: BodyPage[] = []
  for (const page of pages) {
    const at = page.component.indexOf(CONTENT_FILE)
    const pagePath = page.context?.pagePath
    if (at < 0 || typeof pagePath !== "string") continue
    found.push({ file: page.component.slice(at + CONTENT_FILE.length), pagePath })
  }
  return found
}
