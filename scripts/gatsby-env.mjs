// The environment `npm run build` and `npm run develop` start Gatsby's CLI with.
import path from "node:path"
import { fileURLToPath } from "node:url"

/** The project's root folder (this file is in scripts/). */
export const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)))

/**
 * - No telemetry.
 * - Node's compile cache (NODE_COMPILE_CACHE, Node 22) in .build/node-compile-cache: Gatsby's
 *   processes load a few thousand modules of JavaScript on every start, and with the cache
 *   V8 reads their compiled code instead of compiling it again (about 5 % of a warm rebuild's
 *   CPU on the build machine). Writing it is not free: a build with no cache yet took ~3 s
 *   longer on the build machine (16.1 → 19.2 s cold at the site's own size, most of it spent
 *   after "Done building", writing ~4,500 files), a cost paid once per clone against ~0.3 s of
 *   every warm rebuild and development server start. Gatsby's cache reset leaves it alone (it
 *   caches Node's work on the installed packages, not the site); `npm run clean` removes it
 *   with the rest of .build.
 * Values set by the caller win.
 */
export function gatsbyEnv() {
  return {
    GATSBY_TELEMETRY_DISABLED: "1",
    NODE_COMPILE_CACHE: path.join(ROOT, ".build", "node-compile-cache"),
    ...process.env,
  }
}
