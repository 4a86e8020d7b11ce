import type { GatsbyNode } from "gatsby"
import path from "node:path"
import { browserProduct } from "../../lib/product/schema"
import { stockBuild } from "../framework-internals"
import { loadProduct, ROOT_DIR } from "../product"
import { MOCK_MODULE, MOCK_MODULE_ALIAS, mockModuleWritten } from "../try-it"
import { browserBuild, browserDevelop } from "./browser-bundle"
import { clientOnlyAliases } from "./client-only"
import { RecordConfigSummary } from "./config-summary"
import { htmlRenderer } from "./html-bundle"
import { builtStylesheet, RecordStylesheet } from "./stylesheet"
import { applyTransforms, type BundleContext, type GatsbyWebpackConfig } from "./transform"

/**
 * The site's webpack settings. Every stage gets what the pages need to work (setWebpackConfig):
 * the product fields components read as a compile-time constant (no GraphQL round trip, no YAML
 * parser in the browser), the aliases of Twig.js's browser build and the Try it mock, the
 * records of the stylesheet's name and of the config itself. Then, unless QF_STOCK_BUILD=1, each
 * bundle gets the build's optimisations as a list of named steps (replaceWebpackConfig).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = async ({
  actions,
  getConfig,
  loaders,
  plugins,
  stage,
}) => {
  // QF_STOCK_BUILD=1: none of the optimisations below (src/node/framework-internals.ts lists
  // what each touches); the pages must come out the same, which a test checks.
  const stock = stockBuild()
  const sourceMaps = process.env.QF_SOURCE_MAPS === "1"
  await mockModuleWritten() // the module the alias below names
  actions.setWebpackConfig({
    // No source maps in the published site (README, "Deployment"): the sources are public in
    // the docs repository, and nothing reads maps from the site. None for the HTML renderer
    // either: they doubled its webpack cache and made every rebuild re-render every page
    // (warm rebuild 23 → 14 s at +1,000 pages, `npm run bench -- --scale 1000`). QF_SOURCE_MAPS=1 builds both, for
    // debugging a production bundle or a page that fails to render.
    ...((stage === "build-javascript" || stage === "build-html") && !sourceMaps ? { devtool: false } : {}),
    plugins: [
      plugins.define({
        __PRODUCT__: JSON.stringify(browserProduct(loadProduct())),
        __STOCK_BUILD__: JSON.stringify(stock),
      }),
      // The HTML renderer names the stylesheet its pages link: a new stylesheet re-renders them.
      ...(stage === "build-html"
        ? [plugins.define({ __GLOBAL_STYLESHEET__: JSON.stringify(builtStylesheet(ROOT_DIR)) })]
        : []),
      ...(stage === "build-javascript" ? [new RecordStylesheet(ROOT_DIR)] : []),
      // What webpack is handed, for the test that shows a change of either bundle's config.
      ...(stage === "build-javascript" || stage === "build-html"
        ? [new RecordConfigSummary(ROOT_DIR, stock ? `${stage}.stock` : stage)]
        : []),
    ],
    resolve: {
      // The playground chunk bundles Twig.js's own browser build: its Node entry requires
      // `fs` and `path`, which webpack 5 no longer polyfills.
      alias: {
        twig$: path.join(ROOT_DIR, "node_modules/twig/twig.min.js"),
        // The Try it console's mock API, written by the build before webpack starts (src/node/try-it).
        [`${MOCK_MODULE_ALIAS}$`]: MOCK_MODULE,
        ...(stage === "build-html" ? clientOnlyAliases(ROOT_DIR) : {}),
      },
      fallback: { fs: false, path: false },
    },
  })
  if (stock) return
  // The site's changes to each of Gatsby's bundles, one named step each (./browser-bundle.ts,
  // ./html-bundle.ts); the build records the result for a test (./config-summary.ts).
  const transforms =
    stage === "build-javascript"
      ? browserBuild(ROOT_DIR)
      : stage === "develop"
        ? browserDevelop(ROOT_DIR)
        : stage === "build-html" || stage === "develop-html"
          ? htmlRenderer
          : []
  if (transforms.length === 0) return
  const context = {
    rootDir: ROOT_DIR,
    babelLoader: loaders.js().loader as string,
    gatsbyEslint: () => (plugins.eslint() as object).constructor as ReturnType<BundleContext["gatsbyEslint"]>,
    sourceMaps,
  }
  actions.replaceWebpackConfig(await applyTransforms(getConfig() as GatsbyWebpackConfig, transforms, context))
}
