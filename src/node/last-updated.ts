import { execFileSync } from "node:child_process"
import { existsSync, readFileSync, statSync } from "node:fs"
import path from "node:path"
import type { Reporter } from "gatsby"
import { changedFiles, GIT_LOG_FORMAT, newestCommitTimes, shallowCommits } from "../lib/last-updated/git-log"
import { lastUpdatedOf, type GitHistory } from "../lib/last-updated/last-updated"

const git = (cwd: string, args: string[]) =>
  execFileSync("git", ["-c", "core.quotePath=false", ...args], {
    cwd,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
    stdio: ["ignore", "pipe", "ignore"],
  })

interface Repository {
  root: string
  history: GitHistory
}

/**
 * The content folder's history in three git processes per build, whatever the number of
 * pages: the repository root and shallow marker, one `git log` over the whole folder, and the
 * working tree's changes. Null when git cannot answer: not installed, outside a repository (a
 * tarball of the sources), or a repository without commits yet.
 */
function readRepository(siteDir: string, contentDir: string): Repository | null {
  try {
    const [root, shallowPath] = git(siteDir, ["rev-parse", "--show-toplevel", "--git-path", "shallow"])
      .trim()
      .split("\n")
    const shallowFile = path.resolve(siteDir, shallowPath)
    const boundaries = existsSync(shallowFile) ? shallowCommits(readFileSync(shallowFile, "utf8")) : new Set<string>()
    const log = git(siteDir, ["log", `--format=${GIT_LOG_FORMAT}`, "--name-only", "--no-renames", "--", contentDir])
    const status = git(siteDir, ["status", "--porcelain=v1", "-z", "--untracked-files=all", "--", contentDir])
    return { root, history: { times: newestCommitTimes(log, boundaries), changed: changedFiles(status) } }
  } catch {
    return null
  }
}

/**
 * When each content file (absolute paths) last changed, see lastUpdatedOf: an ISO timestamp,
 * or null when a shallow clone hides it. Says once where the dates came from when it is not
 * the full git history, since those dates are then only as good as the files' times.
 */
export function lastUpdatedDates(
  files: string[],
  siteDir: string,
  contentDir: string,
  reporter: Pick<Reporter, "info" | "warn">,
): Map<string, string | null> {
  const repository = readRepository(siteDir, contentDir)
  if (!repository)
    reporter.info("Last updated: no git history here, so pages are dated by their files' modification times.")
  const dates = new Map<string, string | null>()
  for (const file of files) {
    const relative = repository ? path.relative(repository.root, file).split(path.sep).join("/") : file
    const mtimeOf = (name: string) => statSync(repository ? path.join(repository.root, name) : name).mtimeMs
    dates.set(file, lastUpdatedOf(relative, repository?.history ?? null, mtimeOf))
  }
  const undated = [...dates.values()].filter(date => date === null).length
  if (undated)
    reporter.warn(
      `Last updated: ${undated} of ${files.length} pages have no date: this is a shallow clone and their last change is older ` +
        "than its history. Clone with the full history (git fetch --unshallow; fetch-depth: 0 in CI) to date them.",
    )
  return dates
}
