import type { Compiler } from "webpack"

/**
 * File names of the browser bundle's async chunks. Webpack's runtime (loaded on every page)
 * carries a map from chunk to file name for every chunk whose name differs per chunk; with
 * Gatsby's `[name]-[contenthash].js` that was one long name and one hash per page, so the
 * runtime grew with the site. Page components (`component---…`) are instead named
 * `p-<id>-<build hash>.js`: one pattern the runtime computes from the chunk id and the
 * compilation hash, with no per-page entry. The price: a page's chunk gets a new URL on every
 * build that changes anything, where before only changed pages did. Every other async chunk
 * (search, playground, shared template code, the route buckets) keeps a content-hashed name,
 * listed one by one in the runtime as before: there are few of them.
 */
export const PAGE_CHUNK_FILENAME = "p-[id]-[fullhash].js"

export class ContentHashedSharedChunks {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap("ContentHashedSharedChunks", compilation => {
      compilation.hooks.afterOptimizeChunks.tap("ContentHashedSharedChunks", chunks => {
        for (const chunk of chunks) {
          if (chunk.canBeInitial() || chunk.name?.startsWith("component---")) continue
          chunk.filenameTemplate = chunk.name ? "[name]-[contenthash].js" : "[id]-[contenthash].js"
        }
      })
    })
  }
}
