import { readdirSync } from "node:fs"
import path from "node:path"
import { versionedCache, type WebpackCache } from "./cache-version"
import type { SplitChunks } from "./shared-code-once"
import { swcRules, type Rule } from "./transpile"

/** The parts of the webpack config Gatsby hands onCreateWebpackConfig that the site changes. */
export interface GatsbyWebpackConfig {
  resolve: { alias?: Record<string, unknown>; [option: string]: unknown }
  plugins: unknown[]
  module: { rules: Rule[]; [option: string]: unknown }
  optimization: { splitChunks?: SplitChunks | false; minimizer?: unknown[]; [option: string]: unknown }
  externals?: unknown
  cache?: WebpackCache | false
  [option: string]: unknown
}

/** What a change to the config may need besides the config. */
export interface BundleContext {
  rootDir: string
  /** Gatsby's Babel loader (`loaders.js().loader`). */
  babelLoader: string
  /** The class of Gatsby's ESLint plugin (asked for only where it is removed: making one loads ESLint's plugin). */
  gatsbyEslint: () => new (...args: never[]) => unknown
  /** QF_SOURCE_MAPS=1: a build with source maps. */
  sourceMaps: boolean
}

/** One of the site's changes to Gatsby's webpack config: the config in, the changed config out. */
export type Transform = (
  config: GatsbyWebpackConfig,
  context: BundleContext,
) => GatsbyWebpackConfig | Promise<GatsbyWebpackConfig>

/** The config with every transform applied, in order. */
export async function applyTransforms(
  config: GatsbyWebpackConfig,
  transforms: Transform[],
  context: BundleContext,
): Promise<GatsbyWebpackConfig> {
  let changed = config
  for (const transform of transforms) changed = await transform(changed, context)
  return changed
}

/**
 * webpack's cache with one version for what it cannot follow. Gatsby makes each plugin's
 * gatsby-node a build dependency (a change there may change the webpack config), and webpack
 * adds every loader; here all of it becomes one cache version (./cache-version.ts), which also
 * counts the bundle of src/node/ this code runs from (loaded by the root's gatsby-node.js shim
 * through src/node/gatsby-api/load.cjs) and the patches of dependencies, which change installed
 * files without changing npm's record of them.
 */
export const versionedBuildCache: Transform = (config, { rootDir }) => {
  const patchDir = path.join(rootDir, "patches")
  const patches = readdirSync(patchDir).map(name => path.join(patchDir, name))
  const { cache, plugin } = versionedCache(config.cache, rootDir, [
    __filename,
    path.join(rootDir, "src/node/gatsby-api/load.cjs"),
    ...patches,
  ])
  return { ...config, cache, plugins: plugin ? [...config.plugins, plugin] : config.plugins }
}

/** Files webpack includes without parsing them: single-file builds that require nothing. */
export const UNPARSED = /[\\/]node_modules[\\/]twig[\\/]twig\.min\.js$/

/**
 * SWC instead of Babel for everything but the files only Gatsby's Babel plugins can compile
 * (./transpile.ts), for `targets`: the project's browsers in the browser bundle, this Node in the
 * HTML renderer (as babel-preset-gatsby targets them); with React Refresh in the development
 * server's browser bundle, as Gatsby's Babel gives it there. Twig.js's browser build is left
 * unparsed (`noParse`): it is one minified UMD file that imports nothing, so webpack's parse of
 * its 111 KB found no dependency to follow.
 */
export const swcCompiler =
  (targets: string[] | { node: string }, development = false): Transform =>
  (config, { rootDir, babelLoader }) => ({
    ...config,
    module: {
      ...config.module,
      rules: swcRules(config.module.rules, { rootDir, babelLoader, targets, development }),
      noParse: UNPARSED,
    },
  })
