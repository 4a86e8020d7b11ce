import { rendererExternals } from "./renderer-externals"
import { rendererOptimization } from "./renderer-optimization"
import { swcCompiler, versionedBuildCache, type Transform } from "./transform"

/** Packages Node loads when the renderer runs, not bundled (./renderer-externals.ts). */
const externalPackages: Transform = config => ({
  ...config,
  externals: rendererExternals(config.externals as unknown[] | undefined),
})

/** No optimisation that only makes a download smaller (./renderer-optimization.ts). */
const unoptimised: Transform = config => ({ ...config, optimization: rendererOptimization(config.optimization) })

/**
 * The site's changes to Gatsby's HTML renderer (`build-html`, and `develop-html`, which renders
 * the page shell the development server serves), in order.
 */
export const htmlRenderer: Transform[] = [
  externalPackages,
  unoptimised,
  versionedBuildCache,
  swcCompiler({ node: process.versions.node }),
]
