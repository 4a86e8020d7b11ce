import { spawn, type ChildProcess } from "node:child_process"
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import path from "node:path"
import { setTimeout as sleep } from "node:timers/promises"
import { deserialize } from "node:v8"
import type { CompiledPage } from "./compile"

/**
 * The early page compile of a first build, both ends of it: `npm run build` starts it in a
 * process of its own beside Gatsby (scripts/build.mjs, startCompileAhead), and createPages takes
 * its result (takeCompiledAhead). Requires Node's modules only: the build script loads it.
 *
 * The two ends meet in files under the project's .build/ folder, not through an environment
 * variable: Gatsby compiles every environment variable into its HTML renderer, and a value that
 * changed from build to build would make the next build render every page again.
 */
interface AheadRun {
  /** The early compile's process. */
  pid: number
  /** Where it writes the compiled pages when it is done (a v8-serialised Map, key → page). */
  result: string
}

/** How much older than Gatsby's process a record may be (the build script writes it just before starting Gatsby). */
const STALE_AFTER_MS = 10_000

export const aheadDir = (root: string) => path.join(root, ".build", "compile-ahead")
export const aheadRunFile = (root: string) => path.join(aheadDir(root), "run.json")

/**
 * Starts `node <entry> <result file>` (the bundle of src/node/gatsby-api/compile-ahead.ts) and
 * records the run for createPages. Returns the process, or null when it could not start (the
 * build then compiles every page in createPages, as a later build does).
 */
export function startCompileAhead(root: string, entry: string, env: NodeJS.ProcessEnv): ChildProcess | null {
  rmSync(aheadDir(root), { recursive: true, force: true })
  mkdirSync(aheadDir(root), { recursive: true })
  const result = path.join(aheadDir(root), "pages.v8")
  const child = spawn(process.execPath, [entry, result], { stdio: ["ignore", "inherit", "inherit"], env })
  child.on("error", () => {}) // it leaves no result, and createPages finds it gone
  if (child.pid === undefined) return null
  writeFileSync(aheadRunFile(root), JSON.stringify({ pid: child.pid, result } satisfies AheadRun))
  return child
}

/** After the build: the early compile stopped if it still runs (a build that failed early), its files gone. */
export function endCompileAhead(root: string, child: ChildProcess | null): void {
  if (child && child.exitCode === null && child.signalCode === null) child.kill()
  rmSync(aheadDir(root), { recursive: true, force: true })
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM"
  }
}

/**
 * createPages' end: the pages the early compile made, once it is done, or null when this build
 * started none (a later build, `gatsby develop`, Gatsby run directly) or it stopped without a
 * result. Waits for it while it runs: the pages it has not finished would be compiled twice.
 */
export async function takeCompiledAhead(root: string, pollMs = 10): Promise<Map<string, CompiledPage> | null> {
  let run: AheadRun
  try {
    // The record is written just before Gatsby starts: one from before this process began is
    // what a killed build left (its process id may belong to another process by now).
    if (statSync(aheadRunFile(root)).mtimeMs < Date.now() - process.uptime() * 1000 - STALE_AFTER_MS) {
      rmSync(aheadDir(root), { recursive: true, force: true })
      return null
    }
    run = JSON.parse(readFileSync(aheadRunFile(root), "utf8")) as AheadRun
  } catch {
    return null
  }
  while (!existsSync(run.result) && running(run.pid)) await sleep(pollMs)
  let pages: Map<string, CompiledPage> | null = null
  try {
    pages = deserialize(readFileSync(run.result)) as Map<string, CompiledPage>
  } catch {
    // It stopped before writing its result: every page is compiled in createPages.
  }
  rmSync(aheadDir(root), { recursive: true, force: true })
  return pages
}
