import TerserPlugin from "terser-webpack-plugin"

/**
 * The browser bundle's minifiers. Scripts are minified by SWC (already the bundle's compiler),
 * through terser-webpack-plugin's own `minify: swcMinify` option, in place of Gatsby's Terser.
 * Measured on this site, alternating cold builds: the bundle step 6.4–6.9 → 5.4–5.6 s, and
 * first-load JavaScript ~0.9 KB gzip smaller than Terser on first-load scripts with esbuild on
 * the rest. Gatsby's choices stay: files already minified (`.min.js`, such as Twig.js's browser
 * build) are left alone, ES5 syntax rules for the compressor, Safari 10's loop-variable bug
 * avoided.
 *
 * Both minifiers (scripts, and Gatsby's cssnano for stylesheets) run in the build's own process,
 * not in worker processes. Gatsby asks for one worker per core but one: on two cores that is a
 * single process, started cold for each minifier, loading @swc/core or cssnano again and taking
 * one file at a time while the build waits for it; SWC's minify is asynchronous and runs on
 * Node's thread pool, several files at once. The files come out byte for byte the same; cold
 * builds at the site's own size 14.7 → 14.0 s (median of four alternating pairs, 2 cores).
 */
interface Minimizer {
  options?: Record<string, unknown>
}

type MinimizerClass = new (options: Record<string, unknown>) => unknown

export function bundleMinifiers(minimizers: unknown[]): unknown[] {
  const terser = minimizers.find(minimizer => minimizer instanceof TerserPlugin) as Minimizer | undefined
  const css = minimizers.find(minimizer => (minimizer as object).constructor.name === "CssMinimizerPlugin") as
    Minimizer | undefined
  if (!terser || !css?.options)
    throw new Error(
      "Gatsby's webpack config has no Terser or no CSS minimizer: src/node/webpack/chunk-minifiers.ts needs updating",
    )
  // css-minimizer-webpack-plugin comes with Gatsby (not a dependency of the site): the same
  // class, built again with the options Gatsby gave it (its constructor's own, as it keeps them).
  const CssMinimizer = (css as object).constructor as MinimizerClass
  return minimizers.map(minimizer => {
    if (minimizer === terser)
      return new TerserPlugin<Record<string, unknown>>({
        exclude: terser.options?.exclude as RegExp,
        minify: TerserPlugin.swcMinify as never,
        terserOptions: {
          compress: { ecma: 5 },
          mangle: { safari10: true },
          format: { comments: false },
        },
        parallel: false,
      })
    if (minimizer === css) return new CssMinimizer({ ...css.options, parallel: false })
    return minimizer
  })
}
