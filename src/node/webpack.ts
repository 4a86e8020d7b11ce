import type { GatsbyNode } from "gatsby"
import path from "node:path"
import { loadProduct, ROOT_DIR } from "./product"

/**
 * Hands the validated product facts to the browser bundle as a compile-time constant, so
 * components read them without a GraphQL round trip and without shipping the YAML parser.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, plugins, stage }) => {
  actions.setWebpackConfig({
    // No source maps in the published site (README, "Deployment"): the sources are public in
    // the docs repository, and nothing reads maps from the site. QF_SOURCE_MAPS=1 builds them
    // for debugging a production bundle locally.
    ...(stage === "build-javascript" && process.env.QF_SOURCE_MAPS !== "1" ? { devtool: false } : {}),
    plugins: [plugins.define({ __PRODUCT__: JSON.stringify(loadProduct()) })],
    resolve: {
      // The playground chunk bundles Twig.js's own browser build: its Node entry requires
      // `fs` and `path`, which webpack 5 no longer polyfills.
      // (A path, not require.resolve: Gatsby bundles this file with Parcel, which drops it.)
      alias: { twig$: path.join(ROOT_DIR, "node_modules/twig/twig.min.js") },
      fallback: { fs: false, path: false },
    },
  })
}
