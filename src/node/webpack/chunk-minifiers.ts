import TerserPlugin from "terser-webpack-plugin"
import { shapeChanged } from "../framework-internals"

/**
 * The browser bundle's scripts are minified by SWC (already the bundle's compiler), through
 * terser-webpack-plugin's own `minify: swcMinify` option, in place of Gatsby's Terser. Measured
 * on this site, alternating cold builds: the bundle step 6.4–6.9 → 5.4–5.6 s, and first-load
 * JavaScript ~0.9 KB gzip smaller than Terser on first-load scripts with esbuild on the rest.
 * Gatsby's choices stay: files already minified (`.min.js`, such as Twig.js's browser build) are
 * left alone, ES5 syntax rules for the compressor, Safari 10's loop-variable bug avoided.
 *
 * It runs in the build's own process (`parallel: false`), not in worker processes: Gatsby asks
 * for one worker per core but one, which on two cores is a single process started cold, loading
 * @swc/core again and taking one file at a time while the build waits; SWC's minify is
 * asynchronous and runs on Node's thread pool, several files at once. The files come out byte
 * for byte the same; with Gatsby's CSS minimizer moved in-process too, cold builds at the site's
 * own size took 14.7 → 14.0 s (median of four alternating pairs, 2 cores), and the CSS part
 * alone measured nothing (1.00×), so Gatsby's CSS minimizer is left as Gatsby configures it.
 */
interface Minimizer {
  options?: { exclude?: unknown }
}

export function swcMinifiers(minimizers: unknown[]): unknown[] {
  const terser = minimizers.find(minimizer => minimizer instanceof TerserPlugin) as Minimizer | undefined
  if (!terser)
    throw shapeChanged(
      "Gatsby's webpack config has no Terser minimizer",
      "src/node/webpack/chunk-minifiers.ts",
      "gatsby",
    )
  return minimizers.map(minimizer =>
    minimizer === terser
      ? new TerserPlugin<Record<string, unknown>>({
          exclude: terser.options?.exclude as RegExp,
          minify: TerserPlugin.swcMinify as never,
          terserOptions: {
            compress: { ecma: 5 },
            mangle: { safari10: true },
            format: { comments: false },
          },
          parallel: false,
        })
      : minimizer,
  )
}
