import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"

/** When the last build that could compile early started (ms since the epoch): earlyCompileScope. */
export const lastStartFile = (root: string) => path.join(root, ".build", "compile-ahead-last-start")

/**
 * A margin on file times, which come from the kernel's coarse clock and can lag Date.now() by a
 * scheduler tick: a page saved as the previous build started counts as modified after it.
 */
const CLOCK_MARGIN_MS = 1_000

/**
 * Which pages this build compiles early, and records its own start for the next build: every
 * page in a first build (`{}`: Gatsby's cache has none), in a later build the pages modified since
 * the previous build started (`{ changedSince }`: the ones its cache can lack, edited since or
 * while it ran), none (null) in a later build with no record of the previous one. A page the
 * cache lacks for another reason (a build that failed) is compiled by createPages, as before.
 */
export function earlyCompileScope(
  root: string,
  firstBuild: boolean,
  now = Date.now(),
): { changedSince?: number } | null {
  let previous: number | null = null
  try {
    previous = Number(readFileSync(lastStartFile(root), "utf8"))
  } catch {
    // No build recorded its start here yet.
  }
  mkdirSync(path.dirname(lastStartFile(root)), { recursive: true })
  writeFileSync(lastStartFile(root), String(now))
  if (firstBuild) return {}
  if (previous === null || !Number.isFinite(previous)) return null
  return { changedSince: previous - CLOCK_MARGIN_MS }
}
