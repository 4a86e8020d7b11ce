import { spawn } from "node:child_process"
import { existsSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import {
  aheadDir,
  aheadMockWritten,
  aheadRunFile,
  endCompileAhead,
  startCompileAhead,
  takeCompiledAhead,
  takeTwinsAhead,
} from "../../../src/node/page-body/ahead-run"

const project = () => mkdtempSync(path.join(os.tmpdir(), "compile-ahead-"))

/**
 * A stand-in for the early compile's bundle: writes `pages` after `delayMs`, then the mock's
 * file, then `twins` after `twinsDelayMs` more (each map left out when null, the process then
 * ending).
 */
function entry(
  root: string,
  delayMs: number,
  pages: [string, unknown][] | null,
  twins: [string, string][] | null = null,
  twinsDelayMs = 0,
): string {
  const file = path.join(root, "entry.cjs")
  const write = (argument: number, entries: unknown[] | null) =>
    entries
      ? `fs.writeFileSync(process.argv[${argument}] + ".partial", v8.serialize(new Map(${JSON.stringify(entries)})));
         fs.renameSync(process.argv[${argument}] + ".partial", process.argv[${argument}]);`
      : ""
  writeFileSync(
    file,
    `const v8 = require("node:v8"); const fs = require("node:fs");
     setTimeout(() => {
       ${write(2, pages)} ${pages ? 'fs.writeFileSync(process.argv[4], "");' : ""}
       setTimeout(() => { ${write(3, twins)} }, ${twinsDelayMs})
     }, ${delayMs})`,
  )
  return file
}

describe("the early page compile's hand-over to createPages", () => {
  it("is null when the build started no early compile, and nothing is waited for", async () => {
    expect(await takeCompiledAhead(project())).toBeNull()
    expect(await takeTwinsAhead(project())).toBeNull()
    await aheadMockWritten(project())
  })

  it("waits for the early compile's pages, then for their twins, and removes its files", async () => {
    const root = project()
    const pages: [string, unknown][] = [["page-body:a", { toc: [] }]]
    const twins: [string, string][] = [["page-body:a", "# A"]]
    expect(startCompileAhead(root, entry(root, 400, pages, twins, 400), process.env)).not.toBeNull()
    expect(existsSync(aheadRunFile(root))).toBe(true)
    const started = Date.now()
    // Its entries: v8 makes the Map in Node's realm, not in the test's.
    expect([...(await takeCompiledAhead(root))!]).toEqual(pages)
    expect(Date.now() - started).toBeGreaterThanOrEqual(300)
    expect(existsSync(aheadRunFile(root))).toBe(true)
    expect([...(await takeTwinsAhead(root))!]).toEqual(twins)
    expect(Date.now() - started).toBeGreaterThanOrEqual(700)
    expect(existsSync(aheadDir(root))).toBe(false)
  })

  it("has the webpack config wait until the early compile wrote the Try it mock module", async () => {
    const root = project()
    const child = startCompileAhead(
      root,
      entry(root, 300, [["page-body:a", { toc: [] }]], [["page-body:a", "# A"]], 60_000),
      process.env,
    )
    const started = Date.now()
    await aheadMockWritten(root)
    expect(Date.now() - started).toBeGreaterThanOrEqual(200)
    expect(existsSync(path.join(aheadDir(root), "mock.done"))).toBe(true)
    // The early compile goes on with the twins; the build's end stops it.
    endCompileAhead(root, child)
  })

  it("has no twins when the early compile stops after its pages", async () => {
    const root = project()
    startCompileAhead(root, entry(root, 50, [["page-body:a", { toc: [] }]], null), process.env)
    expect(await takeCompiledAhead(root)).not.toBeNull()
    expect(await takeTwinsAhead(root)).toBeNull()
    expect(existsSync(aheadDir(root))).toBe(false)
  })

  it("goes on without it when the early compile stops with no result", async () => {
    const root = project()
    startCompileAhead(root, entry(root, 50, null), process.env)
    expect(await takeCompiledAhead(root)).toBeNull()
    expect(existsSync(aheadDir(root))).toBe(false)
  })

  it("goes on without it when a killed build left its record behind", async () => {
    const root = project()
    const child = startCompileAhead(root, entry(root, 60_000, null), process.env)!
    await new Promise(resolve => child.once("exit", resolve).kill("SIGKILL"))
    expect(await takeCompiledAhead(root)).toBeNull()
  })

  it("ignores a record older than the build's own process, which a killed build left", async () => {
    const root = project()
    // Its process id now belongs to a live process that is no early compile: waiting for it would hang.
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60_000)"])
    try {
      mkdirSync(aheadDir(root), { recursive: true })
      writeFileSync(
        aheadRunFile(root),
        JSON.stringify({
          pid: other.pid,
          pages: path.join(aheadDir(root), "pages.v8"),
          twins: path.join(aheadDir(root), "twins.v8"),
          mock: path.join(aheadDir(root), "mock.done"),
        }),
      )
      const hourAgo = new Date(Date.now() - process.uptime() * 1000 - 3_600_000)
      utimesSync(aheadRunFile(root), hourAgo, hourAgo)
      const waited = new Promise(resolve => setTimeout(() => resolve("still waiting"), 2_000))
      expect(await Promise.race([takeCompiledAhead(root), waited])).toBeNull()
      expect(existsSync(aheadDir(root))).toBe(false)
    } finally {
      other.kill()
    }
  })

  it("stops an early compile still running when the build ends, and removes its files", async () => {
    const root = project()
    const child = startCompileAhead(root, entry(root, 60_000, null), process.env)!
    const exited = new Promise(resolve => child.once("exit", (_code, signal) => resolve(signal)))
    endCompileAhead(root, child)
    expect(await exited).toBe("SIGTERM")
    expect(existsSync(aheadDir(root))).toBe(false)
  })
})
