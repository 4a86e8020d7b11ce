import { readFileSync } from "node:fs"
import path from "node:path"

/**
 * Every place the build or the browser code reaches into a dependency's internals: code or
 * shapes the dependency does not document as its API, so an upgrade may change them without
 * notice. Each entry names the file and symbol, why the site touches it, the installed version
 * it was written and checked against, and whether the optimisation switch turns it off
 * (`QF_STOCK_BUILD=1 npm run build` builds without every `optimisation: true` entry; a test
 * builds both ways and compares the pages). The build checks the installed versions against
 * this list before it starts (checkInstalledVersions, called by the Gatsby config).
 *
 * To upgrade one of these packages: install the new version, run `QF_STOCK_BUILD=1 npm run
 * build` (which touches no optimisation entry), check each entry of that package against the
 * new version's files, update `version` here, and run `npm test`.
 */
export interface FrameworkInternal {
  package: string
  /** The exact version the entry was written for. */
  version: string
  /** The dependency's file, and the symbol or shape used. */
  file: string
  symbol: string
  /** The site's file that touches it. */
  usedBy: string
  why: string
  /** True when `QF_STOCK_BUILD=1` turns it off (the site then builds as stock Gatsby would). */
  optimisation: boolean
}

export const FRAMEWORK_INTERNALS: FrameworkInternal[] = [
  {
    package: "gatsby",
    version: "5.16.1",
    file: "dist/utils/parcel/compile-gatsby-files.js",
    symbol:
      "compileGatsbyFiles (returns before Parcel when no TypeScript API file exists; Parcel required when it runs)",
    usedBy: "patches/gatsby+5.16.1.patch",
    why: "Gatsby starts Parcel on every build to compile TypeScript API files; the site has none, and Parcel's walk of node_modules costs 1.5–2.7 s a build; loading Parcel's modules with the file cost ~0.1 s of each Gatsby process's start",
    optimisation: true,
  },
  {
    package: "gatsby",
    version: "5.16.1",
    file: "cache-dir/static-entry.js (the head and post-body components onPreRenderHTML is handed)",
    symbol: '<style data-identity="gatsby-global-css">, <script id="gatsby-script-loader">',
    usedBy: "src/app/linked-stylesheet.ts, src/app/page-path-script.tsx",
    why:
      "the page path becomes data, so one CSP hash covers every page's loader script (one hash per page would grow the one policy every response carries with the site); " +
      "the stylesheet (27 KB) is linked and cached across pages instead of copied into every page's HTML",
    optimisation: true,
  },
  {
    package: "gatsby",
    version: "5.16.1",
    file: "cache-dir/production-app.js, cache-dir/navigation.js, cache-dir/loader.js, cache-dir/static-entry.js (Gatsby's browser runtime and the page shell it renders)",
    symbol:
      'window.___navigate, window.___loader.hovering, window.___loader.loadPage, window.___loader.loadPageSync, window.___webpackCompilationHash and /page-data/app-data.json, window.pagePath, id="gatsby-focus-wrapper"',
    usedBy:
      "src/app/browser-hooks.ts, src/app/content-links.ts, src/components/search/site-updated.ts, src/app/hydrate.tsx",
    why:
      "before a client navigation loads anything: the progress bar from 200 ms (onRouteUpdateDelayed comes at 1 s, onPreRouteUpdate once the page has loaded), the page kept with a Retry offline instead of Gatsby's reload, the islands' code loaded first, the address brought to a shape the router takes; no loading on hover on 2g or in data-saver mode. " +
      "When the search dialog's code fails to load, whether the site was deployed again since the tab loaded it (the build the tab started with against the one the app data names), so the dialog offers a reload instead of blaming the network. " +
      "At hydration, whether the HTML is the page's own or a static host's 404 page served for another path (the path the HTML was rendered for, and server-rendered markup inside the focus wrapper)",
    optimisation: false,
  },
  {
    package: "webpack",
    version: "5.98.0",
    file: "lib/Cache.js (the hooks of Compiler.cache)",
    symbol: "compiler.cache.hooks.storeBuildDependencies",
    usedBy: "src/node/webpack/cache-version.ts",
    why: "webpack resolved every loader's whole require tree (~4,000 files) on each cache store; one version digest replaces them",
    optimisation: true,
  },
  {
    package: "twig",
    version: "3.0.0",
    file: "src/twig.exports.js, src/twig.logic.js, src/twig.expression.js, src/twig.core.js (the core object Twig.extend hands over)",
    symbol:
      "Twig.extend, core.logic.handler (the file tags' compile), core.expression.compile and parse, core.Error, core.filters.date and date_modify, core.functions, core.Markup, core.log",
    usedBy: "src/lib/twig/twig-internals.ts, src/lib/twig/engine-setup.ts",
    why: "the live examples run readers' templates in the browser: tags and functions that would load other templates are refused with a message, nothing is logged to the console, dates follow the render clock and the site's time zone, and an error names the tag, filter or function and the line it comes from",
    optimisation: false,
  },
]

/** The packages of the framework the site is built with, whose internals the list keeps to a few. */
export const FRAMEWORK_PACKAGES = ["gatsby", "gatsby-plugin-mdx", "webpack"]

/** The installed version of a package, as its package.json says, or null when it is not installed. */
export function installedVersion(root: string, name: string): string | null {
  try {
    const file = require.resolve(`${name}/package.json`, { paths: [root] })
    return (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version
  } catch {
    return null
  }
}

/**
 * Fails when an installed package is not the version an entry was written for, naming what,
 * where, the versions and the fix. Entries the optimisation switch turns off are not checked
 * when it is on: that build touches none of them.
 */
export function checkInstalledVersions(
  root: string,
  stock: boolean,
  entries: FrameworkInternal[] = FRAMEWORK_INTERNALS,
  versionOf: (name: string) => string | null = name => installedVersion(root, name),
): void {
  const problems = entries
    .filter(entry => !(stock && entry.optimisation))
    .flatMap(entry => {
      const found = versionOf(entry.package)
      if (found === entry.version) return []
      return [
        `${entry.usedBy} uses ${entry.package}'s ${entry.file} (${entry.symbol}), written for ${entry.package} ${entry.version}; installed: ${found ?? "none"}.`,
      ]
    })
  if (problems.length === 0) return
  throw new Error(
    [
      "The build reaches into dependencies whose installed versions it was not checked against:",
      ...problems.map(problem => `- ${problem}`),
      `Fix: check each entry against the installed files and update its version in ${path.join("src", "node", "framework-internals.ts")}` +
        (stock ? "." : ", or build with QF_STOCK_BUILD=1 (none of the optimisations, the same pages)."),
    ].join("\n"),
  )
}

/**
 * The versions the optimisations that read a dependency's configuration or output were written
 * for. Those go through supported APIs (onCreateWebpackConfig, a remark plugin's registered
 * extensions), so they are not entries above, but the shape they find can still change in an
 * upgrade; when it does, shapeChanged() says so.
 */
export const WRITTEN_FOR = { gatsby: "5.16.1", "remark-gfm": "3.0.1" } as const

/**
 * The error for a configuration or output that no longer has the shape an optimisation relies
 * on, shaped like the content errors: what is missing, where the site relies on it, the version
 * it was written for against the installed one, and the fix.
 */
export function shapeChanged(
  what: string,
  usedBy: string,
  packageName: keyof typeof WRITTEN_FOR,
  found: string | null = installedVersion(process.cwd(), packageName),
): Error {
  return new Error(
    `${what}: ${usedBy} relies on it, written for ${packageName} ${WRITTEN_FOR[packageName]}; installed: ${found ?? "none"}.\n` +
      `Fix: build with QF_STOCK_BUILD=1 (none of the optimisations, the same pages), then update ${usedBy} for the installed ${packageName}.`,
  )
}

/** True when the build runs without the site's optimisations (`QF_STOCK_BUILD=1`). */
export const stockBuild = (env: NodeJS.ProcessEnv = process.env): boolean => env.QF_STOCK_BUILD === "1"
