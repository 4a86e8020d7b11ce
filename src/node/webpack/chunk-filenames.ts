import type { Compiler } from "webpack"

// The route-bucket loader is CommonJS (webpack loads loaders as plain Node modules).
const { BUCKET_PREFIX } = require("./split-async-requires.cjs") as { BUCKET_PREFIX: string }

/**
 * File names of the browser bundle's async chunks. Webpack's runtime (loaded on every page)
 * carries a map from chunk to file name for every chunk whose name differs per chunk; with
 * Gatsby's `[name]-[contenthash].js` that was one long name and one hash per page, so the
 * runtime grew with the site. Page components (`component---…`) are instead named
 * `p-<id>-<build hash>.js`: one pattern the runtime computes from the chunk id and the
 * compilation hash, with no per-page entry. The price: a page's chunk gets a new URL on every
 * build that changes anything, where before only changed pages did. The route buckets
 * (src/node/webpack/split-async-requires.cjs, one per ~32 pages) are named the same way, for
 * the same reason: 35 of them at 1,149 pages added 0.5 KB gzip to every page's runtime.
 * Every other async chunk (search, playground, shared template code) keeps a content-hashed
 * name, listed one by one in the runtime: their number does not grow with the site.
 */
export const PAGE_CHUNK_FILENAME = "p-[id]-[fullhash].js"

/** The file name template of an async chunk, or null for the bundle's default (PAGE_CHUNK_FILENAME). */
export function asyncChunkFilename(name: string | null | undefined): string | null {
  if (name?.startsWith("component---") || name?.startsWith(BUCKET_PREFIX)) return null
  return name ? "[name]-[contenthash].js" : "[id]-[contenthash].js"
}

export class ContentHashedSharedChunks {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap("ContentHashedSharedChunks", compilation => {
      compilation.hooks.afterOptimizeChunks.tap("ContentHashedSharedChunks", chunks => {
        for (const chunk of chunks) {
          const template = chunk.canBeInitial() ? null : asyncChunkFilename(chunk.name)
          if (template) chunk.filenameTemplate = template
        }
      })
    })
  }
}
