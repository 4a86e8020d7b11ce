import path from "node:path"
import type { MdNode } from "../../lib/openapi/to-mdast"
import { ROOT_DIR } from "../product"

/**
 * The trees of the pages compiled in this build, by content file, held in memory until
 * onPostBuild. gatsby-plugin-mdx compiles in the build's own process (the webpack loader), and
 * the remark plugin and onPostBuild are one bundle (src/node/gatsby-api/index.ts), so this map
 * exists once. A page compiled again replaces its entry with an identical tree: idempotent,
 * keyed by file.
 *
 * Each tree is kept as JSON text, without the positions and plugin data the Markdown twin never
 * reads (toPlainMdast drops both): as objects, a thousand pages' trees stayed in the heap for the
 * whole bundling, and every major garbage collection walked them again; a string it does not
 * look into. Cold builds at +1,000 pages, three alternating pairs: 107.6 / 110.4 / 119.1 s →
 * 100.5 / 107.8 / 112.8 s, every Markdown file the same (README, "Build profile").
 */
const kept = new Map<string, string>()

export function keptTrees(): Map<string, string> {
  return kept
}

const withoutPositionsAndData = (key: string, value: unknown) =>
  key === "position" || key === "data" ? undefined : value

export function keepTree(contentFile: string, tree: MdNode): void {
  keptTrees().set(path.relative(ROOT_DIR, contentFile), JSON.stringify(tree, withoutPositionsAndData))
}

export function keptTree(contentFile: string): MdNode | undefined {
  const json = keptTrees().get(path.relative(ROOT_DIR, contentFile))
  return json === undefined ? undefined : (JSON.parse(json) as MdNode)
}

/**
 * Each page's serialised Markdown body, by content file, from the page compile of this build
 * (createPages, src/node/page-body/compile.ts) to the Markdown step after it (onPostBuild), in
 * the same process. Every page goes through the compile in every build, a warm one taking the
 * body from the compiled page in Gatsby's cache, so memory is enough: a file per page here
 * (kept before the compiled pages were cached) cost a write per page on every build.
 */
const bodies = new Map<string, string>()

export function saveBody(contentFile: string, body: string): void {
  bodies.set(path.relative(ROOT_DIR, contentFile), body)
}

export function loadBody(contentFile: string): string | null {
  return bodies.get(path.relative(ROOT_DIR, contentFile)) ?? null
}
