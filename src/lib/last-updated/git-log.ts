/**
 * Reading git's output for "last updated" dates. The build runs one `git log` over the whole
 * content folder (src/node/last-updated.ts) instead of one process per page, so the cost stays
 * flat however many pages there are; these functions turn that output into a file → date map.
 */

/** `--format` of that `git log`: a record separator, the commit hash and its committer time. */
export const GIT_LOG_FORMAT = "%x1e%H %ct"

/**
 * Newest commit time (Unix seconds) of every file in `git log --name-only --format=GIT_LOG_FORMAT`
 * output, keyed by the path git prints (relative to the repository root). git lists commits
 * newest first, so a file's first occurrence is its last change. A file whose newest commit
 * is a shallow clone's boundary gets `null`: the boundary commit stands for all the history
 * cut off below it, so its date says only "on or before", and would date untouched pages to
 * the clone's tip.
 */
export function newestCommitTimes(output: string, shallowBoundaries: ReadonlySet<string> = new Set()) {
  const times = new Map<string, number | null>()
  for (const record of output.split("\x1e")) {
    const [header, ...files] = record.split("\n")
    const match = /^([0-9a-f]{7,64}) (\d+)$/.exec(header.trim())
    if (!match) continue
    const time = shallowBoundaries.has(match[1]) ? null : Number(match[2])
    for (const file of files) {
      const name = file.trim()
      if (name && !times.has(name)) times.set(name, time)
    }
  }
  return times
}

/**
 * Paths listed by `git status --porcelain=v1 -z`: changed, staged or untracked files, whose
 * committed date no longer describes what will be built. A rename's entry is followed by its
 * old path, which is skipped.
 */
export function changedFiles(output: string): Set<string> {
  const files = new Set<string>()
  const entries = output.split("\0")
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]
    if (entry.length < 4) continue
    files.add(entry.slice(3))
    if (entry[0] === "R" || entry[0] === "C") i += 1
  }
  return files
}

/** The shallow boundary commits, as `.git/shallow` lists them (one hash a line). */
export function shallowCommits(text: string): Set<string> {
  return new Set(
    text
      .split("\n")
      .map(line => line.trim())
      .filter(Boolean),
  )
}
