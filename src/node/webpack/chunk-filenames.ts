/** What webpack hands a `chunkFilename` function (only the part read here). */
interface PathData {
  chunk?: { name?: string | null } | null
}

/**
 * File names of the browser bundle's async chunks. Webpack's runtime (loaded on every page)
 * carries a map from chunk to file name for every chunk whose name differs per chunk; with
 * Gatsby's `[name]-[contenthash].js`, that is one long name and one hash per page, so the
 * runtime grew with the site. Page components (`component---…`) are instead named
 * `p-<id>-<build hash>.js`: one pattern the runtime computes from the chunk id and the
 * compilation hash, with no per-page entry. The price: a page's chunk gets a new URL on
 * every build that changes anything, where before only changed pages did. Shared chunks
 * (search, playground, templates) keep their content hashes.
 */
export function chunkFilename(pathData: PathData): string {
  return pathData.chunk?.name?.startsWith("component---") ? "p-[id]-[fullhash].js" : "[name]-[contenthash].js"
}
