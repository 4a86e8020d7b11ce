import { execFileSync } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { lastUpdatedDates } from "../../src/node/last-updated"

// A real repository: the dates must come from the one `git log`, per file, and a shallow clone
// must leave the files whose last change it cut off undated.
let dir: string
const run = (cwd: string, args: string[], date?: string) =>
  execFileSync("git", args, {
    cwd,
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: "t",
      GIT_AUTHOR_EMAIL: "t@example.test",
      GIT_COMMITTER_NAME: "t",
      GIT_COMMITTER_EMAIL: "t@example.test",
      ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}),
    },
    stdio: "pipe",
  })
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
  writeFileSync(path.join(dir, file), text)
}
const commit = (date: string) => {
  run(dir, ["add", "-A"])
  run(dir, ["commit", "-q", "-m", date], date)
}
const reporter = () => ({ info: jest.fn(), warn: jest.fn() })
const FILES = ["content/docs/a.mdx", "content/docs/b.mdx", "content/docs/c.mdx", "content/docs/new.mdx"]

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "last-updated-"))
  run(dir, ["init", "-q", "-b", "main"])
  write("content/docs/a.mdx", "a")
  write("content/docs/b.mdx", "b")
  write("content/docs/c.mdx", "c")
  commit("2026-01-10T10:00:00Z")
  write("content/docs/b.mdx", "b2")
  write("README.md", "not content")
  commit("2026-03-05T09:30:00Z")
  write("content/docs/c.mdx", "c2")
  commit("2026-06-01T12:00:00Z")
  write("content/docs/c.mdx", "c3, not committed")
  write("content/docs/new.mdx", "new")
  for (const file of ["content/docs/c.mdx", "content/docs/new.mdx"])
    utimesSync(path.join(dir, file), new Date("2026-11-20T08:00:00Z"), new Date("2026-11-20T08:00:00Z"))
})

afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe("last updated dates from git", () => {
  it("dates each file by its last commit, and working-tree changes by the file's time", () => {
    const dates = lastUpdatedDates(
      FILES.map(file => path.join(dir, file)),
      dir,
      "content",
      reporter(),
    )
    expect(FILES.map(file => dates.get(path.join(dir, file)))).toEqual([
      "2026-01-10T10:00:00Z",
      "2026-03-05T09:30:00Z",
      "2026-11-20T08:00:00Z",
      "2026-11-20T08:00:00Z",
    ])
  })

  it("leaves files undated when a shallow clone cut off their last change, and says why", () => {
    const clone = `${dir}-shallow`
    execFileSync("git", ["clone", "-q", "--depth", "2", `file://${dir}`, clone], { stdio: "pipe" })
    try {
      const log = reporter()
      const dates = lastUpdatedDates(
        ["a.mdx", "c.mdx"].map(file => path.join(clone, "content/docs", file)),
        clone,
        "content",
        log,
      )
      // Two commits deep: c.mdx changed in the newest, a.mdx before the oldest, which git shows
      // as adding every file. Unknown is right for a.mdx, not that commit's date.
      expect(dates.get(path.join(clone, "content/docs/c.mdx"))).toBe("2026-06-01T12:00:00Z")
      expect(dates.get(path.join(clone, "content/docs/a.mdx"))).toBeNull()
      expect(log.warn).toHaveBeenCalledWith(
        expect.stringContaining("1 of 2 pages have no date: this is a shallow clone"),
      )
    } finally {
      rmSync(clone, { recursive: true, force: true })
    }
  })

  it("dates files by their modification time in a repository without commits", () => {
    const empty = mkdtempSync(path.join(tmpdir(), "no-commits-"))
    try {
      run(empty, ["init", "-q"])
      const file = path.join(empty, "x.mdx")
      writeFileSync(file, "x")
      utimesSync(file, new Date("2025-05-05T05:05:05Z"), new Date("2025-05-05T05:05:05Z"))
      expect(lastUpdatedDates([file], empty, ".", reporter()).get(file)).toBe("2025-05-05T05:05:05Z")
    } finally {
      rmSync(empty, { recursive: true, force: true })
    }
  })

  it("dates files by their modification time outside a repository", () => {
    const plain = mkdtempSync(path.join(tmpdir(), "no-git-"))
    try {
      const file = path.join(plain, "content", "x.mdx")
      mkdirSync(path.dirname(file))
      writeFileSync(file, "x")
      utimesSync(file, new Date("2025-05-05T05:05:05Z"), new Date("2025-05-05T05:05:05Z"))
      const log = reporter()
      expect(lastUpdatedDates([file], plain, "content", log).get(file)).toBe("2025-05-05T05:05:05Z")
      expect(log.info).toHaveBeenCalledWith(expect.stringContaining("no git history here"))
    } finally {
      rmSync(plain, { recursive: true, force: true })
    }
  })
})
