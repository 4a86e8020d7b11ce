import type { GatsbyNode } from "gatsby"
import { readdirSync } from "node:fs"
import path from "node:path"
import { browserProduct } from "../../lib/product/schema"
import { loadProduct, ROOT_DIR } from "../product"
import { swcMinifiers } from "./chunk-minifiers"
import { clientOnlyAliases } from "./client-only"
import { RecordConfigSummary } from "./config-summary"
import { versionedCache, type WebpackCache } from "./cache-version"
import { prebundleAliases } from "./prebundle"
import { rendererExternals } from "./renderer-externals"
import { rendererOptimization } from "./renderer-optimization"
import { sharedCodeOnce } from "./shared-code-once"
import { builtStylesheet, RecordStylesheet } from "./stylesheet"
import { esbuildStylesheetMinifier } from "./stylesheet-minifier"
import { stockBuild } from "../framework-internals"
import { MOCK_MODULE, MOCK_MODULE_ALIAS, mockModuleWritten } from "../try-it"
import { projectBrowsers, swcRules, type Rule } from "./transpile"

/**
 * What both build bundles change alike. The cache: Gatsby makes each plugin's gatsby-node a
 * build dependency (a change there may change the webpack config), and webpack adds every
 * loader; here all of it becomes one cache version (./cache-version.ts), which also counts what
 * webpack cannot follow — the bundle of src/node/ this code runs from (loaded by the root's
 * gatsby-node.js shim through src/node/gatsby-api/load.cjs) and the patches of dependencies,
 * which change installed files without changing npm's record of them. The compiler: SWC instead
 * of Babel for everything but the files only Gatsby's Babel plugins can compile (./transpile.ts),
 * for the project's browsers in the browser bundle and for this Node in the HTML renderer (as
 * babel-preset-gatsby targets them). The development server's two bundles (`develop`, and
 * `develop-html`, which renders the page shell it serves) get the same, the browser bundle with
 * React Refresh as Gatsby's Babel gives it there. Twig.js's browser build is left unparsed
 * (`noParse`): it is one minified UMD file that imports nothing, so webpack's parse of its
 * 111 KB found no dependency to follow.
 */
function bothBundles(
  config: { cache?: WebpackCache | false; plugins: unknown[]; module: { rules: Rule[] } },
  babelLoader: string,
  targets: string[] | { node: string },
  development = false,
) {
  const patchDir = path.join(ROOT_DIR, "patches")
  const patches = readdirSync(patchDir).map(name => path.join(patchDir, name))
  const { cache, plugin } = versionedCache(config.cache, ROOT_DIR, [
    __filename,
    path.join(ROOT_DIR, "src/node/gatsby-api/load.cjs"),
    ...patches,
  ])
  const rules = swcRules(config.module.rules, { rootDir: ROOT_DIR, babelLoader, targets, development })
  return { cache, plugins: plugin ? [plugin] : [], module: { ...config.module, rules, noParse: UNPARSED } }
}

/** Files webpack includes without parsing them: single-file builds that require nothing. */
export const UNPARSED = /[\\/]node_modules[\\/]twig[\\/]twig\.min\.js$/

/** A webpack `resolve` with more aliases (an object, as Gatsby's config has them). */
function withAliases(resolve: { alias?: Record<string, unknown> }, aliases: Record<string, string>) {
  return { ...resolve, alias: { ...resolve.alias, ...aliases } }
}

/**
 * Hands the product fields components read to the browser bundle as a compile-time constant,
 * so they need no GraphQL round trip and no YAML parser (facts are resolved at build time).
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
  const config = getConfig()
  if (stage === "build-javascript") {
    const both = bothBundles(config, loaders.js().loader, projectBrowsers(ROOT_DIR))
    actions.replaceWebpackConfig({
      ...config,
      resolve: withAliases(config.resolve, await prebundleAliases(ROOT_DIR, "production")),
      plugins: [...config.plugins, ...both.plugins],
      cache: both.cache,
      module: both.module,
      optimization: {
        ...config.optimization,
        splitChunks: sharedCodeOnce(config.optimization.splitChunks),
        minimizer: sourceMaps
          ? swcMinifiers(config.optimization.minimizer)
          : esbuildStylesheetMinifier(swcMinifiers(config.optimization.minimizer)),
      },
    })
  } else if (stage === "develop") {
    const both = bothBundles(config, loaders.js().loader, projectBrowsers(ROOT_DIR), true)
    // Gatsby lints the bundle's .js and .jsx files with its own ESLint rules while the server
    // starts (~1.5 s of CPU before the first page): the site's code is TypeScript, linted by the
    // project's own ESLint (`npm run lint`), so that pass only read Gatsby's runtime.
    const GatsbyEslint = (plugins.eslint() as object).constructor
    actions.replaceWebpackConfig({
      ...config,
      resolve: withAliases(config.resolve, await prebundleAliases(ROOT_DIR, "development")),
      plugins: [...config.plugins.filter((plugin: unknown) => !(plugin instanceof GatsbyEslint)), ...both.plugins],
      cache: both.cache,
      module: both.module,
    })
  } else if (stage === "build-html" || stage === "develop-html") {
    const both = bothBundles(config, loaders.js().loader, { node: process.versions.node })
    actions.replaceWebpackConfig({
      ...config,
      externals: rendererExternals(config.externals),
      optimization: rendererOptimization(config.optimization),
      plugins: [...config.plugins, ...both.plugins],
      cache: both.cache,
      module: both.module,
    })
  }
}
