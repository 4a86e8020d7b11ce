import { swcMinifiers } from "./chunk-minifiers"
import { prebundleAliases } from "./prebundle"
import { sharedCodeOnce } from "./shared-code-once"
import { esbuildStylesheetMinifier } from "./stylesheet-minifier"
import { swcCompiler, versionedBuildCache, type Transform } from "./transform"
import { projectBrowsers } from "./transpile"

/** Packages the site bundles ahead of webpack, as aliases (./prebundle.ts). */
const prebundledPackages =
  (mode: "production" | "development"): Transform =>
  async (config, { rootDir }) => ({
    ...config,
    resolve: { ...config.resolve, alias: { ...config.resolve.alias, ...(await prebundleAliases(rootDir, mode)) } },
  })

/** Code two page components share in one chunk, whatever its size (./shared-code-once.ts). */
const sharedChunksOfAnySize: Transform = config => ({
  ...config,
  optimization: { ...config.optimization, splitChunks: sharedCodeOnce(config.optimization.splitChunks) },
})

/**
 * Scripts minified by SWC (./chunk-minifiers.ts), the stylesheet by esbuild
 * (./stylesheet-minifier.ts) unless the build has source maps, which cssnano keeps.
 */
const minifiers: Transform = (config, { sourceMaps }) => {
  const scripts = swcMinifiers(config.optimization.minimizer ?? [])
  return {
    ...config,
    optimization: { ...config.optimization, minimizer: sourceMaps ? scripts : esbuildStylesheetMinifier(scripts) },
  }
}

/**
 * Gatsby lints the bundle's .js and .jsx files with its own ESLint rules while the development
 * server starts (~1.5 s of CPU before the first page): the site's code is TypeScript, linted by
 * the project's own ESLint (`npm run lint`), so that pass only read Gatsby's runtime.
 */
const withoutGatsbyEslint: Transform = (config, { gatsbyEslint }) => {
  const GatsbyEslint = gatsbyEslint()
  return { ...config, plugins: config.plugins.filter(plugin => !(plugin instanceof GatsbyEslint)) }
}

/** The site's changes to Gatsby's browser bundle (`build-javascript`), in order. */
export const browserBuild = (rootDir: string): Transform[] => [
  prebundledPackages("production"),
  versionedBuildCache,
  swcCompiler(projectBrowsers(rootDir)),
  sharedChunksOfAnySize,
  minifiers,
]

/** The site's changes to the development server's browser bundle (`develop`), in order. */
export const browserDevelop = (rootDir: string): Transform[] => [
  prebundledPackages("development"),
  withoutGatsbyEslint,
  versionedBuildCache,
  swcCompiler(projectBrowsers(rootDir), true),
]
