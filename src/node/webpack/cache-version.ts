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

/**
 * webpack's persistent cache keyed by a version instead of resolved build dependencies.
 *
 * Gatsby names its webpack config and every plugin's gatsby-node as build dependencies, and
 * webpack resolves each of them with everything it requires, package by package through the
 * dependencies' package.json files — hundreds of packages, with a readlink for every part of
 * every path, for each of the two bundles — when it stores the cache, and re-resolves them all
 * when a rebuild checks it. That was ~3 s of a cold build (README, "Session 10").
 *
 * The version says the same more cheaply: the packages installed (npm's record of them, which any
 * install or update rewrites: Gatsby's config and every plugin in node_modules are covered), and
 * the content of each named file outside node_modules (the site's API shims, the bundle of
 * src/node/ they load — the build hooks, this code included — and `extraFiles`). A change to
 * any of them starts the cache afresh, as a changed build dependency did. Without an install
 * record (no lockfile at all), the build dependencies stay as they are.
 */
export function withCacheVersion<C extends WebpackCache | false | undefined>(
  cache: C,
  rootDir: string,
  extraFiles: string[] = [],
): C {
  if (!cache) return cache
  const record = INSTALL_RECORDS.map(file => path.join(rootDir, file)).find(file => existsSync(file))
  if (!record) return cache
  const files = [...Object.values(cache.buildDependencies ?? {}).flat(), ...extraFiles]
  const hash = createHash("sha1").update(readFileSync(record))
  for (const file of [...new Set(files)].filter(name => !inNodeModules(name)).sort()) {
    hash.update(`\0${path.relative(rootDir, file)}\0`)
    hash.update(existsSync(file) ? readFileSync(file) : "missing")
  }
  const version = [cache.version, hash.digest("hex").slice(0, 16)].filter(Boolean).join("-")
  return { ...cache, buildDependencies: {}, version }
}
