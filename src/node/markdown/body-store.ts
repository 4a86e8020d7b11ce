import path from "node:path"
import { ROOT_DIR } from "../product"

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
