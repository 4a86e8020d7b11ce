import { createHash } from "node:crypto"
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import type { MdNode } from "../../lib/openapi/to-mdast"
import { ROOT_DIR } from "../product"

/**
 * Where each page's final syntax tree waits for onPostBuild: in Gatsby's cache, next to
 * webpack's, so the two are cleared together (a page webpack does not recompile keeps its tree).
 */
export const TREE_DIR = path.join(ROOT_DIR, ".cache", "questforge-markdown")

const STATS = Symbol.for("questforge.markdown.saveMs")
type Stats = { ms: number; writes: number }

/** Time spent saving trees, summed over every compile (kept on globalThis: the remark plugin and onPostBuild are bundled apart). */
export function saveStats(): Stats {
  const store = globalThis as unknown as Record<symbol, Stats | undefined>
  store[STATS] ??= { ms: 0, writes: 0 }
  return store[STATS]
}

function treeFile(contentFile: string): string {
  const key = createHash("sha1").update(path.relative(ROOT_DIR, contentFile)).digest("hex").slice(0, 20)
  return path.join(TREE_DIR, `${key}.json`)
}

/** Positions and compiled ESM (estree) are not Markdown: left out, which also keeps the files small. */
const omit = (key: string, value: unknown) => (key === "position" || key === "estree" ? undefined : value)

/** Idempotent: gatsby-plugin-mdx compiles a page several times (browser, HTML, TOC), always to the same tree. */
export function saveTree(contentFile: string, tree: MdNode): void {
  const started = performance.now()
  mkdirSync(TREE_DIR, { recursive: true })
  writeFileSync(treeFile(contentFile), JSON.stringify(tree, omit))
  const stats = saveStats()
  stats.ms += performance.now() - started
  stats.writes += 1
}

export function loadTree(contentFile: string): MdNode | null {
  const file = treeFile(contentFile)
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as MdNode) : null
}
