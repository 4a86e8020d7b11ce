import { createHash } from "node:crypto"
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"

export interface WebpackCache {
  buildDependencies?: Record<string, string[]>
  version?: string
  [option: string]: unknown
}

/** What records the installed packages, best first: npm's own record in node_modules, then lockfiles. */
const INSTALL_RECORDS = ["node_modules/.package-lock.json", "package-lock.json", "yarn.lock", "pnpm-lock.yaml"]

const inNodeModules = (file: string) => file.split(/[\\/]/).includes("node_modules")

interface Compiler {
  cache: {
    hooks: {
      storeBuildDependencies: {
        tap(options: { name: string; stage: number }, fn: (dependencies: Set<string>) => void): void
      }
    }
  }
}

/**
 * webpack also makes every loader a build dependency, when it stores the cache: Gatsby's Babel
 * loader, gatsby-plugin-mdx's, css-loader…, each resolved with its whole require tree like the
 * config (~4,000 files, 5–7 s of a cold build here, on the thread that builds the next bundle).
 * This plugin takes out of that list what the version already covers: files in node_modules
 * and the files hashed into it (this site's loaders among them); anything else stays a build
 * dependency.
 */
export class VersionedBuildDependencies {
  constructor(private readonly covered: (file: string) => boolean) {}

  apply(compiler: Compiler): void {
    // Before webpack's own disk cache (stage 10) records them.
    compiler.cache.hooks.storeBuildDependencies.tap({ name: "VersionedBuildDependencies", stage: 0 }, dependencies => {
      for (const file of [...dependencies]) if (this.covered(file)) dependencies.delete(file)
    })
  }
}

/**
 * webpack's persistent cache keyed by a version instead of resolved build dependencies, and the
 * plugin that leaves out of webpack's build dependencies the loaders that version covers.
 *
 * Gatsby names its webpack config and every plugin's gatsby-node as build dependencies, and
 * webpack resolves each of them with everything it requires, package by package through the
 * dependencies' package.json files — hundreds of packages, with a readlink for every part of
 * every path, uncached, for each of the two bundles — when it stores the cache, and re-resolves
 * them all when a rebuild checks it: ~100,000 failed readlink calls in a cold build of the site,
 * most of the "Building HTML renderer" step's file-system time.
 *
 * The version says the same more cheaply: the packages installed (npm's record of them, which any
 * install or update rewrites: Gatsby's config and every plugin in node_modules are covered), and
 * the content of each named file outside node_modules (the site's API shims, the bundle of
 * src/node/ they load — the build hooks, this code included — and `extraFiles`). A change to
 * any of them starts the cache afresh, as a changed build dependency did. Without an install
 * record (no lockfile at all), the build dependencies stay as they are.
 */
export function versionedCache(
  cache: WebpackCache | false | undefined,
  rootDir: string,
  extraFiles: string[] = [],
): { cache: WebpackCache | false | undefined; plugin?: VersionedBuildDependencies } {
  if (!cache) return { cache }
  const record = INSTALL_RECORDS.map(file => path.join(rootDir, file)).find(file => existsSync(file))
  if (!record) return { cache }
  const files = [...Object.values(cache.buildDependencies ?? {}).flat(), ...extraFiles]
  const hashed = new Set(files.filter(name => !inNodeModules(name)))
  const hash = createHash("sha1").update(readFileSync(record))
  for (const file of [...hashed].sort()) {
    hash.update(`\0${path.relative(rootDir, file)}\0`)
    hash.update(existsSync(file) ? readFileSync(file) : "missing")
  }
  const version = [cache.version, hash.digest("hex").slice(0, 16)].filter(Boolean).join("-")
  // defaultWebpack: webpack's own folder, which webpack names unless it is set; resolving it means
  // resolving webpack's package.json dependencies, and theirs, the same way. Covered by the record.
  return {
    cache: { ...cache, buildDependencies: { defaultWebpack: [] }, version },
    plugin: new VersionedBuildDependencies(file => inNodeModules(file) || hashed.has(file)),
  }
}
