import { formatLongDate, isoDay } from "../../../src/lib/last-updated/format-date"
import { changedFiles, newestCommitTimes, shallowCommits } from "../../../src/lib/last-updated/git-log"
import { lastUpdatedOf, newestDate, type GitHistory } from "../../../src/lib/last-updated/last-updated"

const A = "a".repeat(40)
const B = "b".repeat(40)
const C = "c".repeat(40)

// What `git log --format=%x1e%H %ct --name-only -- content` prints: newest commit first, a
// blank line between the header and the files.
const LOG = [
  `\x1e${A} 1795420800\n\ncontent/docs/store/products.mdx\ncontent/docs/index.mdx\n`,
  `\x1e${B} 1790000000\n\ncontent/docs/store/products.mdx\ncontent/api/index.mdx\n`,
  `\x1e${C} 1780000000\n\ncontent/docs/basic/pages.mdx\ncontent/docs/index.mdx\n`,
].join("")

describe("newest commit per file from one git log", () => {
  it("takes each file's first occurrence: git lists the newest commit first", () => {
    const times = newestCommitTimes(LOG)
    expect(Object.fromEntries(times)).toEqual({
      "content/docs/store/products.mdx": 1795420800,
      "content/docs/index.mdx": 1795420800,
      "content/api/index.mdx": 1790000000,
      "content/docs/basic/pages.mdx": 1780000000,
    })
  })

  it("gives no date to files last seen in a shallow clone's boundary commit", () => {
    const times = newestCommitTimes(LOG, new Set([C]))
    expect(times.get("content/docs/basic/pages.mdx")).toBeNull()
    // Changed after the boundary: the real date is known.
    expect(times.get("content/docs/index.mdx")).toBe(1795420800)
  })

  it("reads no files from empty or foreign output", () => {
    expect(newestCommitTimes("").size).toBe(0)
    expect(newestCommitTimes("fatal: not a git repository\n").size).toBe(0)
  })

  it("lists changed, staged, untracked and renamed files from git status -z", () => {
    const status =
      " M content/docs/a.mdx\0A  content/docs/b.mdx\0?? content/docs/new.mdx\0R  content/docs/c.mdx\0content/docs/old.mdx\0"
    expect([...changedFiles(status)]).toEqual([
      "content/docs/a.mdx",
      "content/docs/b.mdx",
      "content/docs/new.mdx",
      "content/docs/c.mdx",
    ])
    expect(changedFiles("").size).toBe(0)
  })

  it("reads the shallow boundary list", () => {
    expect(shallowCommits(`${A}\n${B}\n`)).toEqual(new Set([A, B]))
  })
})

describe("last updated date of a file", () => {
  const mtime = (file: string) =>
    file.endsWith("new.mdx") ? Date.UTC(2026, 10, 20, 8, 0, 0, 250) : Date.UTC(2025, 0, 2)
  const history: GitHistory = {
    times: newestCommitTimes(LOG, new Set([C])),
    changed: changedFiles("?? content/docs/new.mdx\0 M content/docs/index.mdx\0"),
  }

  it("is the date of the file's last commit", () => {
    expect(lastUpdatedOf("content/docs/store/products.mdx", history, mtime)).toBe("2026-11-23T08:00:00Z")
    expect(lastUpdatedOf("content/api/index.mdx", history, mtime)).toBe("2026-09-21T14:13:20Z")
  })

  it("falls back to the file's modification time without git output (a tarball without .git)", () => {
    expect(lastUpdatedOf("content/docs/store/products.mdx", null, mtime)).toBe("2025-01-02T00:00:00Z")
  })

  it("uses the modification time of untracked and locally modified files", () => {
    expect(lastUpdatedOf("content/docs/new.mdx", history, mtime)).toBe("2026-11-20T08:00:00Z")
    expect(lastUpdatedOf("content/docs/index.mdx", history, mtime)).toBe("2025-01-02T00:00:00Z")
  })

  it("uses the modification time of a file git does not list at all", () => {
    expect(lastUpdatedOf("content/docs/ignored.mdx", history, mtime)).toBe("2025-01-02T00:00:00Z")
  })

  it("has no date when a shallow clone cut off the file's last change", () => {
    expect(lastUpdatedOf("content/docs/basic/pages.mdx", history, mtime)).toBeNull()
  })
})

describe("date display", () => {
  it("prints the UTC day in words and as a machine date", () => {
    expect(formatLongDate("2026-11-23T08:00:00Z")).toBe("23 November 2026")
    expect(isoDay("2026-11-23T08:00:00Z")).toBe("2026-11-23")
  })

  it("uses the UTC day, not the machine's time zone", () => {
    expect(formatLongDate("2026-01-31T23:30:00Z")).toBe("31 January 2026")
    expect(isoDay("2026-01-31T23:30:00Z")).toBe("2026-01-31")
    expect(formatLongDate("2026-02-01T00:30:00+02:00")).toBe("31 January 2026")
  })
})

describe("the newest of several dates", () => {
  it("is the latest known one, and unknown dates do not count", () => {
    expect(newestDate("2026-11-28T10:00:00Z", "2026-11-30T09:00:00Z", null)).toBe("2026-11-30T09:00:00Z")
    expect(newestDate(undefined, "2026-11-28T10:00:00Z")).toBe("2026-11-28T10:00:00Z")
    expect(newestDate(null, undefined)).toBeNull()
  })
})
