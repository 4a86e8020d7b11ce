import type { GatsbyNode } from "gatsby"
import { readdirSync, realpathSync } from "node:fs"
import path from "node:path"
import { browserProduct } from "../../lib/product/schema"
import { loadProduct, ROOT_DIR } from "../product"
import { ContentHashedSharedChunks, PAGE_CHUNK_FILENAME } from "./chunk-filenames"
import { RewriteScriptsSlice } from "./scripts-slice"
import { FirstLoadScripts, minifiersByLoad } from "./chunk-minifiers"
import { clientOnlyAliases } from "./client-only"
import { versionedCache, type WebpackCache } from "./cache-version"
import { buildMdxRules } from "./mdx-rule"
import { sharedCodeOnce } from "./shared-code-once"
import { withoutIdleShadowing } from "./theme-shadowing"
import { builtStylesheet } from "./stylesheet"
import { MarkdownWhileRendering, type PagesStore } from "./markdown-ahead"

const realPath = (file: string) => {
  try {
    return realpathSync(file)
  } catch {
    return file // not written yet (Gatsby's .cache files): webpack resolves it as it is
  }
}

/**
 * Gatsby runtime modules that do nothing in this site's production bundle, replaced by empty
 * modules (`false`) so no page's first-load JS carries them (~2.5 KB gzip): the internal
 * Partytown plugin's browser hook returns at once outside `gatsby develop` but requires
 * gatsby-script and Partytown's snippet; the service-worker registration runs only when a
 * plugin asks for one, and none does.
 */
const UNUSED_IN_PRODUCTION: Record<string, false> = Object.fromEntries(
  ["node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js", ".cache/register-service-worker.js"]
    // Real paths, as webpack resolves them: with node_modules a symlink (the scale benchmark's
    // copy of the site) the alias would otherwise match nothing.
    .map(file => [realPath(path.join(ROOT_DIR, file)), false]),
)

/**
 * What both build bundles change alike. The cache: Gatsby makes each plugin's gatsby-node a
 * build dependency (a change there may change the webpack config), and webpack adds every
 * loader; here all of it becomes one cache version (./cache-version.ts), which also counts what
 * webpack cannot follow — the bundle of src/node/ this code runs from (loaded by the root's
 * gatsby-node.js shim through src/node/gatsby-api/load.cjs) and this site's loaders
 * (src/node/webpack/*.cjs). The resolver: no theme shadowing when nothing can shadow.
 */
function bothBundles(config: { cache?: WebpackCache | false; resolve?: { plugins?: unknown[] }; plugins: unknown[] }) {
  const loaderDir = path.join(ROOT_DIR, "src/node/webpack")
  const loaders = readdirSync(loaderDir)
    .filter(name => name.endsWith(".cjs"))
    .map(name => path.join(loaderDir, name))
  const { cache, plugin } = versionedCache(config.cache, ROOT_DIR, [
    __filename,
    path.join(ROOT_DIR, "src/node/gatsby-api/load.cjs"),
    ...loaders,
  ])
  return {
    cache,
    resolve: { ...config.resolve, plugins: withoutIdleShadowing(config.resolve?.plugins) },
    plugins: plugin ? [plugin] : [],
  }
}

/**
 * Hands the product fields components read to the browser bundle as a compile-time constant,
 * so they need no GraphQL round trip and no YAML parser (facts are resolved at build time).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  actions,
  getConfig,
  plugins,
  stage,
  store,
}) => {
  actions.setWebpackConfig({
    // No source maps in the published site (README, "Deployment"): the sources are public in
    // the docs repository, and nothing reads maps from the site. None for the HTML renderer
    // either: they doubled its webpack cache and made every rebuild re-render every page
    // (warm rebuild 23 → 14 s, README "Scale benchmark"). QF_SOURCE_MAPS=1 builds both, for
    // debugging a production bundle or a page that fails to render.
    ...((stage === "build-javascript" || stage === "build-html") && process.env.QF_SOURCE_MAPS !== "1"
      ? { devtool: false }
      : {}),
    // The browser bundle's per-page lists, out of every page's first-load JS (each file says how).
    ...(stage === "build-javascript"
      ? {
          module: {
            rules: [
              {
                test: /[\\/]async-requires\.js$/,
                enforce: "pre",
                use: [
                  {
                    loader: path.join(ROOT_DIR, "src/node/webpack/split-async-requires.cjs"),
                    // A page module renders once its static HTML strings and its islands' code are here.
                    options: { ready: path.join(ROOT_DIR, "src/app/page-module-ready") },
                  },
                ],
              },
            ],
          },
        }
      : {}),
    plugins: [
      plugins.define({ __PRODUCT__: JSON.stringify(browserProduct(loadProduct())) }),
      // The HTML renderer names the stylesheet its pages link: a new stylesheet re-renders them.
      ...(stage === "build-html"
        ? [plugins.define({ __GLOBAL_STYLESHEET__: JSON.stringify(builtStylesheet(path.join(ROOT_DIR, "public"))) })]
        : []),
      ...(stage === "build-javascript" ? [new RewriteScriptsSlice(), new ContentHashedSharedChunks()] : []),
    ],
    resolve: {
      // The playground chunk bundles Twig.js's own browser build: its Node entry requires
      // `fs` and `path`, which webpack 5 no longer polyfills.
      alias: {
        twig$: path.join(ROOT_DIR, "node_modules/twig/twig.min.js"),
        ...(stage === "build-javascript" ? UNUSED_IN_PRODUCTION : {}),
        ...(stage === "build-html" ? clientOnlyAliases(ROOT_DIR) : {}),
      },
      fallback: { fs: false, path: false },
      // Every page imports its MDX file, and the components it uses, by absolute path. With
      // webpack's default roots ([project folder]) each such path was first tried below the
      // project folder, with each extension in turn: ~10 failed look-ups per page in each bundle,
      // each kept in the cache's snapshots and checked again by every warm rebuild. Nothing here
      // imports a server-relative path.
      roots: [],
    },
  })
  if (stage === "build-javascript") {
    // setWebpackConfig ignores `output`; page chunks' file names need a replaced config.
    const config = getConfig()
    const both = bothBundles(config)
    const firstLoad = new FirstLoadScripts()
    // Loaded here, not with the API files: it extends Gatsby's own plugin (Gatsby's internals and
    // webpack), which only this process, building this bundle, needs.
    const { indexedStaticQueries } = require("./static-query-mapper") as typeof import("./static-query-mapper")
    actions.replaceWebpackConfig({
      ...config,
      module: { ...config.module, rules: buildMdxRules(config.module.rules, { browser: true }) },
      resolve: both.resolve,
      plugins: [...indexedStaticQueries(config.plugins), firstLoad.plugin, ...both.plugins],
      cache: both.cache,
      output: { ...config.output, chunkFilename: PAGE_CHUNK_FILENAME },
      optimization: {
        ...config.optimization,
        splitChunks: sharedCodeOnce(config.optimization.splitChunks),
        minimizer: minifiersByLoad(config.optimization.minimizer, firstLoad),
      },
    })
  } else if (stage === "build-html") {
    const config = getConfig()
    const both = bothBundles(config)
    actions.replaceWebpackConfig({
      ...config,
      module: { ...config.module, rules: buildMdxRules(config.module.rules) },
      resolve: both.resolve,
      // Gatsby types its store's getState as a bare Function.
      plugins: [...config.plugins, ...both.plugins, new MarkdownWhileRendering(store as unknown as PagesStore)],
      cache: both.cache,
    })
  }
}
