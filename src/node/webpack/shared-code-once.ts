import { shapeChanged } from "../framework-internals"

/**
 * Gatsby's `shared` cache group moves a module used by two or more page components into a
 * shared chunk only when the modules of that chunk add up to 20 KB (webpack's global
 * `minSize`). The page template's own components (layout, copy bar, feedback, head) weigh less
 * than that together, so webpack copied them into every page's chunk: each added page carried
 * ~6 KB of the same code, which webpack parsed, Terser minified and the build wrote once per
 * page. Without the size floor they are emitted once, in a chunk every page of that template
 * shares (and the browser caches across pages).
 */
interface CacheGroup {
  minSize?: number
  [option: string]: unknown
}

export interface SplitChunks {
  cacheGroups?: Record<string, CacheGroup | false>
  [option: string]: unknown
}

export function sharedCodeOnce<T extends SplitChunks | false | undefined>(splitChunks: T): T {
  const shared = splitChunks ? splitChunks.cacheGroups?.shared : undefined
  if (!splitChunks || !shared) {
    throw shapeChanged(
      "Gatsby's webpack config has no `shared` cache group",
      "src/node/webpack/shared-code-once.ts",
      "gatsby",
    )
  }
  return { ...splitChunks, cacheGroups: { ...splitChunks.cacheGroups, shared: { ...shared, minSize: 0 } } }
}
