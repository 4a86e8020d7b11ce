import { createHash } from "node:crypto"
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import type { MdNode } from "../../lib/openapi/to-mdast"
import { ROOT_DIR } from "../product"

/**
 * The trees of the pages compiled in this build, by content file, held in memory until
 * onPostBuild. gatsby-plugin-mdx compiles in the build's own process (the webpack loader, and
 * the table-of-contents resolver), but the remark plugin and onPostBuild are bundled apart, so
 * the map lives on globalThis under a registered symbol. A page compiled again (browser bundle,
 * HTML bundle, TOC) replaces its entry with an identical tree: idempotent, keyed by file.
 */
const KEPT = Symbol.for("questforge.markdown.trees")

export function keptTrees(): Map<string, MdNode> {
  const store = globalThis as unknown as Record<symbol, Map<string, MdNode> | undefined>
  store[KEPT] ??= new Map()
  return store[KEPT]
}

export function keepTree(contentFile: string, tree: MdNode): void {
  keptTrees().set(path.relative(ROOT_DIR, contentFile), tree)
}

export function keptTree(contentFile: string): MdNode | undefined {
  return keptTrees().get(path.relative(ROOT_DIR, contentFile))
}

/**
 * Each page's serialised Markdown body, in Gatsby's cache next to webpack's: a warm build does
 * not recompile unchanged pages, so their bodies come from here (the two caches are cleared together).
 */
export const BODY_DIR = path.join(ROOT_DIR, ".cache", "questforge-markdown")

function bodyFile(contentFile: string): string {
  const key = createHash("sha1").update(path.relative(ROOT_DIR, contentFile)).digest("hex").slice(0, 20)
  return path.join(BODY_DIR, `${key}.md`)
}

export function saveBody(contentFile: string, body: string): void {
  mkdirSync(BODY_DIR, { recursive: true })
  writeFileSync(bodyFile(contentFile), body)
}

export function loadBody(contentFile: string): string | null {
  const file = bodyFile(contentFile)
  return existsSync(file) ? readFileSync(file, "utf8") : null
}
