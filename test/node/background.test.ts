import { spawn } from "node:child_process"
import { getPriority } from "node:os"
import { BACKGROUND_NICENESS, IDLE_NICENESS, runInBackground } from "../../src/node/background"

/** A process that only waits, killed after `check`. */
async function withSleeper(check: (pid: number) => void): Promise<void> {
  const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60_000)"])
  try {
    check(child.pid!)
  } finally {
    child.kill()
  }
}

describe("runInBackground", () => {
  it("lowers a process by the background niceness, from the build's own", async () => {
    await withSleeper(pid => {
      const expected = Math.min(19, getPriority() + BACKGROUND_NICENESS)
      expect(runInBackground(pid)).toBe(expected)
      expect(getPriority(pid)).toBe(expected)
    })
  })

  it("runs the work only the last step reads at the lowest priority", async () => {
    await withSleeper(pid => {
      expect(runInBackground(pid, IDLE_NICENESS)).toBe(19)
      expect(getPriority(pid)).toBe(19)
    })
  })

  it("says so when the system refuses, and the work goes on at the build's priority", () => {
    // No process has id -1: setPriority fails as it would without the permission.
    expect(runInBackground(-1)).toBeNull()
  })
})
