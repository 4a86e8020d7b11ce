import type { Options, ParserConfig } from "@swc/core"
import path from "node:path"
import { shapeChanged } from "../framework-internals"

interface Browserslist {
  (query: string | string[], options: { path: string }): string[]
  loadConfig(options: { path: string }): string[] | undefined
}
// Loaded without its type file, which adds its own variables to NodeJS.ProcessEnv for every file
// of the project (and so breaks the project's narrower env types).
const browserslist = require("browserslist") as Browserslist

/**
 * Who compiles the site's JavaScript and TypeScript for webpack. Gatsby runs Babel
 * (babel-preset-gatsby) over `src/`, its runtime in `.cache/` and the packages that depend on
 * `gatsby`, and gatsby-plugin-typescript adds a second Babel rule for `.ts`/`.tsx`, so each
 * TypeScript file went through Babel twice: about 8 s of CPU in a cold build of the site. Here
 * SWC compiles those files once (TypeScript, JSX with the automatic runtime, syntax lowered for
 * the browsers of the project's browserslist, as Babel's preset-env did). The files that need
 * what only Gatsby's Babel plugins do go through Gatsby's own loader first, with a configuration
 * that only parses (PAGE_COMPONENTS_BABEL_CONFIG), and then through SWC like every other file:
 * - page components (`src/pages/`, `src/templates/`): Gatsby compiles each once without `Head`
 *   and once without the default export, so a page's first load carries only the half it
 *   runs, and takes a page query (`export const query = graphql…`) out of the bundle;
 * - `GRAPHQL_FILES`, which call `useStaticQuery(graphql…)`: Babel replaces the query with the
 *   import of its result. A Jest test fails when any other file uses `graphql`, which SWC would
 *   leave as a call that throws;
 * - `GATSBY_PAGE_COMPONENTS`, the page components Gatsby writes into .cache/ itself.
 */

/**
 * Babel's configuration for the files Gatsby's loader still compiles. Without one, the loader adds
 * babel-preset-gatsby (preset-env, the lodash and runtime plugins…): ~0.3 s of each build's
 * process to load and run for five files, for work SWC does after it anyway.
 */
export const PAGE_COMPONENTS_BABEL_CONFIG = "src/node/webpack/page-components.babel.cjs"

/** The folders of the site's page components (Gatsby's pages, and the templates of createPage). */
export const PAGE_COMPONENT_DIRS = ["src/pages", "src/templates"]

/** Files outside the page components that use Gatsby's `graphql` tag. */
export const GRAPHQL_FILES = ["src/components/sidebar/useSectionTrees.ts"]

/**
 * Page components Gatsby writes itself: the development server's 404 page, which lists the
 * site's pages with a page query (compiled by SWC, its `graphql` call threw when the module
 * loaded, and the next update of that page's data stopped the tab's live updates).
 */
export const GATSBY_PAGE_COMPONENTS = [".cache/dev-404-page.js"]

interface LoaderEntry {
  loader?: string
  options?: unknown
}
type UseEntry = string | LoaderEntry
interface UseData {
  resource?: string
  resourceQuery: string
  issuer: string
}
type Use = UseEntry | UseEntry[] | ((data: UseData) => unknown)

export interface Rule {
  test?: unknown
  use?: Use
  oneOf?: Rule[]
  [option: string]: unknown
}

/** The loaders a rule applies (a `use` function is asked about a plain module). */
export function loadersOf(rule: Rule): string[] {
  const used = typeof rule.use === "function" ? rule.use({ resourceQuery: "", issuer: "" }) : rule.use
  const list: unknown[] = Array.isArray(used) ? used : used === undefined ? [] : [used]
  return list.flatMap(entry => {
    if (typeof entry === "string") return [entry]
    if (entry && typeof entry === "object" && "loader" in entry) return [String((entry as LoaderEntry).loader)]
    return []
  })
}

/**
 * Gatsby's browserslist when a project has none (Gatsby 5's documented default: its Babel
 * targets these, and its bundle then leaves node_modules untranspiled).
 */
export const GATSBY_DEFAULT_BROWSERSLIST = [">0.25% and supports es6-module", "not dead and supports es6-module"]

/**
 * The browsers the site is built for, resolved as Gatsby resolves them for Babel: the project's
 * browserslist (package.json, .browserslistrc) or, without one, Gatsby's default.
 */
export function projectBrowsers(rootDir: string): string[] {
  return browserslist(browserslist.loadConfig({ path: rootDir }) ?? GATSBY_DEFAULT_BROWSERSLIST, { path: rootDir })
}

const SYNTAXES: [RegExp, ParserConfig][] = [
  [/\.tsx$/, { syntax: "typescript", tsx: true }],
  [/\.ts$/, { syntax: "typescript", tsx: false }],
  // Gatsby's runtime in .cache/ writes JSX in .js files.
  [/\.(js|mjs|jsx)$/, { syntax: "ecmascript", jsx: true }],
]

/** The syntax of a file, by its name (TypeScript with JSX when the name is not known). */
export function syntaxOf(file: string | undefined): ParserConfig {
  return (SYNTAXES.find(([test]) => test.test(file ?? "")) ?? SYNTAXES[0]!)[1]
}

/**
 * swc-loader's options for one syntax: `targets` are browsers, or `{ node }` for the HTML renderer.
 * `development` (the development server's browser bundle) adds what Gatsby's Babel adds there:
 * React's development JSX (component stacks in warnings) and React Refresh's registrations, which
 * let an edited component update in the open tab and keep its state (`refresh`: false after
 * Gatsby's Babel, which adds them itself).
 */
export function swcOptions(
  parser: ParserConfig,
  targets: string[] | { node: string },
  development = false,
  refresh = development,
): Options {
  return {
    // No .swcrc is read: these options are the whole configuration.
    swcrc: false,
    // Like Babel's `sourceType: "unambiguous"`: a file without import or export is a script.
    isModule: parser.syntax === "ecmascript" ? "unknown" : true,
    jsc: {
      parser,
      transform: {
        react: development ? { runtime: "automatic", development: true, refresh } : { runtime: "automatic" },
        // Class fields as tsconfig's target (ES2021) and Babel's loose mode compile them: assigned.
        useDefineForClassFields: false,
      },
    },
    env: { targets },
    sourceMaps: false,
  }
}

export interface TranspileOptions {
  rootDir: string
  /** Gatsby's Babel loader (`loaders.js().loader` of onCreateWebpackConfig). */
  babelLoader: string
  targets: string[] | { node: string }
  /** The development server's browser bundle (see swcOptions). */
  development?: boolean
}

/**
 * Gatsby's rules with SWC in place of Babel. The first rule whose only loader is Gatsby's Babel
 * (Gatsby's own, which chooses the files: its `test` and `include` stay) becomes two: for page
 * components and `GRAPHQL_FILES`, Gatsby's Babel with PAGE_COMPONENTS_BABEL_CONFIG and then SWC;
 * SWC alone for every other file. Any later Babel-only
 * rule (gatsby-plugin-typescript's, for `.ts`/`.tsx`) compiled the same files a second time and
 * is dropped. Rules that add other loaders (gatsby-plugin-mdx's) stay.
 *
 * The Babel rule stays a rule of its own, with Gatsby's `test` and loader, because the development
 * server finds by them which modules React Refresh instruments (Gatsby's webpack config reads the
 * `test` of each rule that uses its Babel loader, after onCreateWebpackConfig): every JavaScript
 * and TypeScript module, as without this change.
 */
export function swcRules(rules: Rule[], options: TranspileOptions): Rule[] {
  const babelOnly = rules.filter(rule => {
    const loaders = loadersOf(rule)
    return loaders.length > 0 && loaders.every(loader => loader === options.babelLoader)
  })
  const [gatsbyRule] = babelOnly
  if (!gatsbyRule)
    throw shapeChanged("Gatsby's webpack config has no Babel rule", "src/node/webpack/transpile.ts", "gatsby")
  const { use: babel, ...selection } = gatsbyRule
  const keepBabel = [
    ...PAGE_COMPONENT_DIRS.map(dir => path.join(options.rootDir, dir) + path.sep),
    ...[...GRAPHQL_FILES, ...GATSBY_PAGE_COMPONENTS].map(file => path.join(options.rootDir, file)),
  ]
  // Gatsby's loader entries with the site's Babel configuration (Babel's `configFile` option,
  // which the loader hands to Babel): it then adds its own plugins and no preset of its own.
  const configFile = path.join(options.rootDir, PAGE_COMPONENTS_BABEL_CONFIG)
  const babelEntries = (data: UseData): UseEntry[] => {
    const used = typeof babel === "function" ? babel(data) : babel
    const list = (Array.isArray(used) ? used : used === undefined ? [] : [used]) as UseEntry[]
    return list.map(entry =>
      typeof entry === "object" && entry.loader === options.babelLoader
        ? { ...entry, options: { ...(entry.options as object), configFile, babelrc: false } }
        : entry,
    )
  }
  // webpack matches a rule's `resource` besides its `test` and `include`: both conditions hold.
  // Loaders run last to first: Babel, then SWC. In the development server Babel already adds
  // React Refresh's registrations (Gatsby's loader does), so SWC does not add them twice.
  const babelRule: Rule = {
    ...selection,
    resource: keepBabel,
    use: (data: UseData) => [
      {
        loader: require.resolve("swc-loader"),
        options: swcOptions(syntaxOf(data.resource), options.targets, options.development, false),
      },
      ...babelEntries(data),
    ],
  }
  const swcRule: Rule = {
    ...selection,
    resource: { not: keepBabel },
    oneOf: SYNTAXES.map(([test, parser]) => ({
      test,
      use: [
        { loader: require.resolve("swc-loader"), options: swcOptions(parser, options.targets, options.development) },
      ],
    })),
  }
  return rules.flatMap(rule => (rule === gatsbyRule ? [babelRule, swcRule] : babelOnly.includes(rule) ? [] : [rule]))
}
