import { transform } from "esbuild"
import { shapeChanged } from "../framework-internals"

/** css-minimizer-webpack-plugin 2's options used here (the package ships no types). */
interface CssMinimizerOptions {
  minify: (input: Record<string, string>) => Promise<{ code: string; warnings: string[] }>
  parallel: boolean
}

// The class of Gatsby's CSS minimizer: package.json pins the version Gatsby's range installs,
// so npm keeps one copy and its instances are found with instanceof.
const CssMinimizerPlugin = require("css-minimizer-webpack-plugin") as new (options: CssMinimizerOptions) => object

/**
 * One stylesheet (css-minimizer-webpack-plugin's `minify` contract: `{ [asset]: css }`) without
 * its whitespace and comments, by esbuild. Nothing else changes: no rule is merged, reordered
 * or rewritten, so no browser target is involved and the prefixes Autoprefixer added before it
 * stay as they are.
 */
export async function stripStylesheet(input: Record<string, string>): Promise<{ code: string; warnings: string[] }> {
  const [entry] = Object.entries(input)
  if (!entry) return { code: "", warnings: [] }
  const [asset, css] = entry
  const result = await transform(css, { loader: "css", minifyWhitespace: true, sourcefile: asset, logLevel: "silent" })
  return { code: result.code, warnings: result.warnings.map(warning => `${asset}: ${warning.text}`) }
}

/**
 * The browser bundle's stylesheet is minified by esbuild (already the build's bundler for its
 * own code), not by cssnano in Gatsby's CSS minimizer: cssnano loaded ~40 PostCSS plugins in a
 * worker thread and ran while the build waited, ~0.5 s of every cold build's JavaScript and CSS
 * step for 27 KB (measured, alternating builds). The cost is ~40 bytes gzip (6.48 → 6.52 KB):
 * cssnano also merged and reordered rules, which this leaves as written. Gatsby's minimizer is
 * replaced in place, in the build's own process; every other minimizer stays. A build with
 * source maps (QF_SOURCE_MAPS=1) keeps cssnano, which maps the minified file to its source.
 */
export function esbuildStylesheetMinifier(minimizers: unknown[]): unknown[] {
  if (!minimizers.some(minimizer => minimizer instanceof CssMinimizerPlugin))
    throw shapeChanged(
      "Gatsby's webpack config has no CSS minimizer from css-minimizer-webpack-plugin (or another copy of it)",
      "src/node/webpack/stylesheet-minifier.ts",
      "gatsby",
    )
  return minimizers.map(minimizer =>
    minimizer instanceof CssMinimizerPlugin
      ? new CssMinimizerPlugin({ minify: stripStylesheet, parallel: false })
      : minimizer,
  )
}
