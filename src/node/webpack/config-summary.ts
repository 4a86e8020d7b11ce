import { mkdirSync, writeFileSync } from "node:fs"
import { isBuiltin } from "node:module"
import path from "node:path"
import type { Compiler } from "webpack"
import type { SplitChunks } from "./shared-code-once"
import { loadersOf, type Rule } from "./transpile"

/**
 * What a webpack config does, in a form a person reads in a diff: the loaders of each rule, the
 * resolver's aliases and plugins, the plugins, the minimizers and the chunk groups, with the
 * project's folder as `<root>` and files of packages as `<package>/<file>`. The build records it
 * for each of its two bundles (RecordConfigSummary); a test after the build compares them with
 * the committed ones, so an upgrade of Gatsby or webpack, or a change to the site's webpack
 * settings (./index.ts), shows up as a readable change to review rather than a silent one.
 */
export interface ConfigSummary {
  mode?: unknown
  target?: unknown
  devtool?: unknown
  entries: string[]
  rules: unknown[]
  resolve: { aliases: string[]; plugins: string[]; extensions?: unknown; mainFields?: unknown }
  externals: string[]
  plugins: string[]
  optimization: Record<string, unknown>
  cache: unknown
}

/** A path or text with the project's folder and package folders named instead of spelled out. */
export function portable(value: string, rootDir: string): string {
  return value
    .split(rootDir)
    .join("<root>")
    .replace(/<root>\/node_modules\/((?:@[^/]+\/)?[^/]+)/g, "<$1>")
    .replace(/\/[^\s"']*\/node_modules\/((?:@[^/]+\/)?[^/]+)/g, "<$1>")
}

const nameOf = (value: unknown): string =>
  value === null || value === undefined
    ? String(value)
    : typeof value === "function"
      ? value.name || "(function)"
      : typeof value === "object"
        ? (value as object).constructor?.name || "(object)"
        : String(value)

/**
 * The names of an externals object, Node's built-in modules as one name: their list grows with
 * the Node version the build runs on, which is not a change of the config.
 */
function externalNames(names: string[]): string {
  const own = names.filter(name => !isBuiltin(name)).sort()
  return `{ ${[...(own.length < names.length ? ["(Node's built-in modules)"] : []), ...own].join(", ")} }`
}

/** A minimizer plugin and the function it minifies with (`TerserPlugin (swcMinify)`), where it says. */
function minimizerName(minimizer: unknown): string {
  const options = (minimizer as { options?: { minimizer?: { implementation?: unknown }; minify?: unknown } }).options
  const minify = options?.minimizer?.implementation ?? options?.minify
  return typeof minify === "function" ? `${nameOf(minimizer)} (${nameOf(minify)})` : nameOf(minimizer)
}

/** An option as a diff reads it: a pattern or path portable, a function as "(function)". */
function readable(value: unknown, rootDir: string): unknown {
  if (value instanceof RegExp || typeof value === "string") return portable(String(value), rootDir)
  if (Array.isArray(value)) return value.map(item => readable(item, rootDir))
  return typeof value === "function" ? "(function)" : value
}

/** A rule's conditions and loaders (`oneOf` rules listed inside it). */
function ruleSummary(rule: Rule, rootDir: string): unknown {
  const out: Record<string, unknown> = {}
  for (const key of ["test", "include", "exclude", "resourceQuery", "type", "sideEffects"] as const)
    if (rule[key] !== undefined) out[key] = readable(rule[key], rootDir)
  if (rule.use !== undefined) out.loaders = loadersOf(rule).map(loader => portable(loader, rootDir))
  if (typeof rule.use === "function") out.loadersChosenPerModule = true
  if (rule.oneOf) out.oneOf = rule.oneOf.map(inner => ruleSummary(inner, rootDir))
  return out
}

function splitChunksSummary(splitChunks: SplitChunks | false | undefined, rootDir: string): unknown {
  if (!splitChunks) return splitChunks ?? null
  const { cacheGroups = {}, ...options } = splitChunks
  const group = (value: Record<string, unknown> | false) =>
    value === false
      ? false
      : Object.fromEntries(Object.entries(value).map(([key, option]) => [key, readable(option, rootDir)]))
  return {
    ...options,
    cacheGroups: Object.fromEntries(Object.entries(cacheGroups).map(([name, value]) => [name, group(value)])),
  }
}

/** The summary of a webpack config as handed to webpack (before webpack's own defaults). */
export function summariseConfig(config: Record<string, unknown>, rootDir: string): ConfigSummary {
  const resolve = (config.resolve ?? {}) as Record<string, unknown>
  const module = (config.module ?? {}) as { rules?: Rule[] }
  const optimization = (config.optimization ?? {}) as Record<string, unknown>
  const externals = config.externals === undefined ? [] : [config.externals].flat()
  const cache = config.cache as { type?: string } | boolean | undefined
  const entry = config.entry
  return {
    mode: config.mode,
    target: config.target,
    devtool: config.devtool ?? null,
    entries: entry && typeof entry === "object" ? Object.keys(entry).sort() : [nameOf(entry)],
    rules: (module.rules ?? []).map(rule => ruleSummary(rule, rootDir)),
    resolve: {
      aliases: Object.keys((resolve.alias ?? {}) as Record<string, unknown>)
        .map(key => portable(key, rootDir))
        .sort(),
      plugins: ((resolve.plugins ?? []) as unknown[]).map(nameOf),
      extensions: resolve.extensions,
      mainFields: resolve.mainFields,
    },
    externals: externals.map(value =>
      typeof value === "object" && value !== null && !(value instanceof RegExp)
        ? externalNames(Object.keys(value))
        : typeof value === "function"
          ? "(function)"
          : String(value),
    ),
    plugins: ((config.plugins ?? []) as unknown[]).map(nameOf),
    optimization: Object.fromEntries(
      Object.entries(optimization).map(([key, value]) => [
        key,
        key === "minimizer"
          ? (value as unknown[]).map(minimizerName)
          : key === "splitChunks"
            ? splitChunksSummary(value as SplitChunks, rootDir)
            : typeof value === "object" && value !== null
              ? nameOf(value)
              : value,
      ]),
    ),
    cache: typeof cache === "object" ? { type: cache.type } : (cache ?? null),
  }
}

/**
 * Where the build records the summary of one bundle's config (`build-javascript`, `build-html`;
 * `build-html.stock` and so on for a build with QF_STOCK_BUILD=1).
 */
export const configSummaryFile = (rootDir: string, stage: string) =>
  path.join(rootDir, ".build", "webpack-config", `${stage}.json`)

/** Records the config webpack is handed, when webpack applies the plugin (after Gatsby and the site changed it). */
export class RecordConfigSummary {
  constructor(
    private readonly rootDir: string,
    private readonly stage: string,
  ) {}

  apply(compiler: Compiler): void {
    const file = configSummaryFile(this.rootDir, this.stage)
    mkdirSync(path.dirname(file), { recursive: true })
    const summary = summariseConfig(compiler.options as unknown as Record<string, unknown>, this.rootDir)
    writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`)
  }
}
