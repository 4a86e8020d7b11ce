import { spawn, type ChildProcess } from "node:child_process"
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import path from "node:path"
import { setTimeout as sleep } from "node:timers/promises"
import { deserialize } from "node:v8"
import type { PageBeforeTwin } from "./compile"

/**
 * The early page compile, both ends of it: `npm run build` starts it in a process of its own
 * beside Gatsby (scripts/build.mjs, startCompileAhead; which pages: ./ahead-scope.ts), and
 * Gatsby's process takes what it makes: the pages in createPages (takeCompiledAhead), the Try it
 * mock module before webpack (aheadMockWritten), the twins in the Markdown step
 * (takeTwinsAhead). Requires Node's modules only: the build script loads it.
 *
 * The two ends meet in files under the project's .build/ folder, not through an environment
 * variable: Gatsby compiles every environment variable into its HTML renderer, and a value that
 * changed from build to build would make the next build render every page again.
 */
interface AheadRun {
  /** The early compile's process. */
  pid: number
  /** Where it writes the compiled pages when it is done (a v8-serialised Map, key → page without its twin). */
  pages: string
  /** Where it writes their Markdown twins after that (a v8-serialised Map, key → Markdown). */
  twins: string
  /** A file it writes once it wrote the Try it console's mock module (src/node/try-it), between the two. */
  mock: string
}

/** How much older than Gatsby's process a record may be (the build script writes it just before starting Gatsby). */
const STALE_AFTER_MS = 10_000

export const aheadDir = (root: string) => path.join(root, ".build", "compile-ahead")
export const aheadRunFile = (root: string) => path.join(aheadDir(root), "run.json")

/**
 * Starts `node <entry> <pages file> <twins file> <mock file> [<changed since>]` (the bundle of
 * src/node/gatsby-api/compile-ahead.ts; `changedSince` from earlyCompileScope) and records the
 * run for createPages, the webpack config and the Markdown step. Returns the process, or null
 * when it could not start (createPages then compiles what Gatsby's cache lacks).
 */
export function startCompileAhead(
  root: string,
  entry: string,
  env: NodeJS.ProcessEnv,
  changedSince?: number,
): ChildProcess | null {
  rmSync(aheadDir(root), { recursive: true, force: true })
  mkdirSync(aheadDir(root), { recursive: true })
  const pages = path.join(aheadDir(root), "pages.v8")
  const twins = path.join(aheadDir(root), "twins.v8")
  const mock = path.join(aheadDir(root), "mock.done")
  const since = changedSince === undefined ? [] : [String(changedSince)]
  const child = spawn(process.execPath, [entry, pages, twins, mock, ...since], {
    stdio: ["ignore", "inherit", "inherit"],
    env,
  })
  child.on("error", () => {}) // it leaves no result, and createPages finds it gone
  if (child.pid === undefined) return null
  writeFileSync(aheadRunFile(root), JSON.stringify({ pid: child.pid, pages, twins, mock } satisfies AheadRun))
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

/** This build's early compile, or null when it started none (or a killed build left the record). */
function thisBuildsRun(root: string): AheadRun | null {
  try {
    // The record is written just before Gatsby starts: one from before this process began is
    // what a killed build left (its process id may belong to another process by now).
    if (statSync(aheadRunFile(root)).mtimeMs < Date.now() - process.uptime() * 1000 - STALE_AFTER_MS) {
      rmSync(aheadDir(root), { recursive: true, force: true })
      return null
    }
    return JSON.parse(readFileSync(aheadRunFile(root), "utf8")) as AheadRun
  } catch {
    return null
  }
}

/** Waits until the early compile wrote `file` or stopped. */
async function written(pid: number, file: string, pollMs: number): Promise<void> {
  while (!existsSync(file) && running(pid)) await sleep(pollMs)
}

/** The v8-serialised Map in `file` once the early compile wrote it, or null when it stopped first. */
async function takeResult<T>(pid: number, file: string, pollMs: number): Promise<Map<string, T> | null> {
  await written(pid, file, pollMs)
  try {
    return deserialize(readFileSync(file)) as Map<string, T>
  } catch {
    return null // it stopped before writing it
  }
}

/**
 * createPages' end: the pages the early compile made, once it is done, or null when this build
 * started none (`gatsby develop`, Gatsby run directly, a later build with no record of the one
 * before) or it stopped without a result (createPages then compiles what the cache lacks). Waits for it while it runs: the pages it
 * has not finished would be compiled twice. Its twins come later (takeTwinsAhead).
 */
export async function takeCompiledAhead(root: string, pollMs = 10): Promise<Map<string, PageBeforeTwin> | null> {
  const run = thisBuildsRun(root)
  if (!run) return null
  const pages = await takeResult<PageBeforeTwin>(run.pid, run.pages, pollMs)
  if (pages) rmSync(run.pages, { force: true })
  else rmSync(aheadDir(root), { recursive: true, force: true })
  return pages
}

/**
 * The webpack config's start: returns once this build's early compile wrote the Try it console's
 * mock module or stopped, so Gatsby's process finds the module written (and checks it is up to
 * date) rather than making it a second time. At once when the build started none.
 */
export async function aheadMockWritten(root: string, pollMs = 10): Promise<void> {
  const run = thisBuildsRun(root)
  if (run) await written(run.pid, run.mock, pollMs)
}

/**
 * The Markdown step's end: the twins of the pages takeCompiledAhead took (key → Markdown), once
 * the early compile serialised them, or null when it stopped first (those pages are then
 * compiled again for their twins). The early compile's files are removed.
 */
export async function takeTwinsAhead(root: string, pollMs = 10): Promise<Map<string, string> | null> {
  const run = thisBuildsRun(root)
  if (!run) return null
  const twins = await takeResult<string>(run.pid, run.twins, pollMs)
  rmSync(aheadDir(root), { recursive: true, force: true })
  return twins
}
