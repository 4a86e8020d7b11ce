// The environment `npm run build` and `npm run develop` start Gatsby's CLI with.
import { createHash } from "node:crypto"
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

/** The project's root folder (this file is in scripts/). */
export const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)))

/** Node's compile cache (see gatsbyEnv). */
export const COMPILE_CACHE = path.join(ROOT, ".build", "node-compile-cache")

/**
 * Whether a build in `root` is a first one: Gatsby's cache holds nothing yet, a fresh clone,
 * CI, a deploy (its store of plugins' caches, where the compiled pages are kept, is missing).
 * Not the .cache folder itself: the unit tests write into it before `npm test` builds.
 */
export function isFirstBuild(root = ROOT) {
  return !existsSync(path.join(root, ".cache", "caches-lmdb"))
}

/**
 * Empties Gatsby's cache when the site's build code (the bundle of src/node that the root
 * gatsby-node.js loads, src/node/gatsby-api/load.cjs) changed since the cache was filled, and
 * returns whether it did. Gatsby keeps the nodes it sourced between builds, with what
 * onCreateNode added to them, and empties its cache itself when a plugin's gatsby-node file
 * changes; the site's own is a shim that never changes, so a node made by older build code
 * would keep older fields (a renamed field read as missing, a changed rule not applied). A
 * cache whose code is not recorded is emptied too. Call it with the bundle up to date
 * (load.cjs compileIfStale), before Gatsby starts.
 */
export function resetCacheOfOtherBuildCode(root = ROOT) {
  const cache = path.join(root, ".cache")
  const record = path.join(root, ".build", "gatsby-cache-build-code")
  const digest = createHash("sha256")
    .update(readFileSync(path.join(root, ".build", "gatsby-api", "index.cjs")))
    .digest("hex")
  const recorded = existsSync(record) ? readFileSync(record, "utf8") : null
  if (recorded === digest) return false
  const stale = !isFirstBuild(root)
  if (stale) rmSync(cache, { recursive: true, force: true })
  mkdirSync(path.dirname(record), { recursive: true })
  writeFileSync(record, digest)
  return stale
}

/**
 * - No telemetry.
 * - Node's compile cache (NODE_COMPILE_CACHE, Node 22) in .build/node-compile-cache: Gatsby's
 *   processes load a few thousand modules of JavaScript on every start, and with the cache
 *   V8 reads their compiled code instead of compiling it again (about 5 % of a warm rebuild's
 *   CPU on the build machine, ~0.3 s). Writing it is not free: every process serialises the
 *   code of each module it loaded as it exits, and a cold build at the site's own size took
 *   17.8 s with the cache against 14.2 s without (three alternating pairs, 2 cores). So a
 *   `firstBuild` (no Gatsby cache yet: a fresh clone, CI, a deploy) leaves it off unless it
 *   already exists; the next build writes it, and the ones after read it.
 *   The development server always has it: it writes the cache only when it stops. Gatsby's
 *   cache reset leaves it alone (it caches Node's work on the installed packages, not the
 *   site); `npm run clean` removes it with the rest of .build.
 * - SKIP_VALIDATION=y, which `schema-utils` (3 and 4) reads: the webpack plugins and loaders
 *   Gatsby configures check their options against a JSON schema as each is created or first
 *   runs, each copy of `schema-utils` loading and compiling with its own Ajv: about 0.4 s of
 *   Gatsby's main thread per build, for options that come from Gatsby's and this project's
 *   code, not from the content. A build with QF_STOCK_BUILD=1 checks them; `npm test` runs one.
 * Values set by the caller win. `compileCache` is the cache's folder (another one for tests).
 */
export function gatsbyEnv({ firstBuild = false, compileCache = COMPILE_CACHE } = {}) {
  const useCache = !firstBuild || existsSync(compileCache)
  return {
    GATSBY_TELEMETRY_DISABLED: "1",
    ...(useCache ? { NODE_COMPILE_CACHE: compileCache } : {}),
    ...(process.env.QF_STOCK_BUILD === "1" ? {} : { SKIP_VALIDATION: "y" }),
    ...process.env,
  }
}
