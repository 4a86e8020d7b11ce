import TerserPlugin from "terser-webpack-plugin"

/**
 * Page chunks (`p-<id>-<hash>.js`, one per page: compiled MDX, mostly strings and `jsx()`
 * calls) are minified with esbuild instead of Terser; every other chunk — React, Gatsby's
 * runtime, the shared components, which make up most of a page's first-load JS — keeps
 * Terser's smaller output. Terser spent ~30 ms per page chunk, esbuild ~1 ms, for output
 * within 1 % (README, "Build profile").
 */
export const PAGE_CHUNK = /^p-\d+-[0-9a-f]+\.js$/

interface Minimizer {
  constructor: { name: string }
  options?: { exclude?: unknown }
}

export function pageChunksWithEsbuild(minimizers: Minimizer[]): unknown[] {
  const terser = minimizers.find(minimizer => minimizer instanceof TerserPlugin) as Minimizer | undefined
  if (!terser)
    throw new Error(
      "Gatsby's webpack config has no Terser minimizer: src/node/webpack/page-chunk-minifier.ts needs updating",
    )
  const exclude = terser.options?.exclude
  // Terser's own options, with page chunks left out.
  terser.options = {
    ...terser.options,
    exclude: [...(Array.isArray(exclude) ? exclude : exclude ? [exclude] : []), PAGE_CHUNK],
  }
  return [
    ...minimizers,
    new TerserPlugin({
      include: PAGE_CHUNK,
      minify: TerserPlugin.esbuildMinify,
      terserOptions: { legalComments: "none" },
      parallel: false,
    }),
  ]
}
