import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"

type WorkerScript = typeof import("../../../src/node/search/worker-script")
const fresh = (): WorkerScript => {
  let module: WorkerScript | undefined
  jest.isolateModules(() => {
    module = require("../../../src/node/search/worker-script") as WorkerScript
  })
  return module!
}

let dir: string
beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), "qf-search-worker-"))))
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe("the search worker's script", () => {
  it("started early is byte for byte the script bundled at the end, and is what gets written", async () => {
    const early = fresh()
    early.startSearchWorkerBundle({ NODE_ENV: "production" })
    const contents = await early.searchWorkerStarted()
    expect(contents).not.toBeNull()
    const now = mkdtempSync(path.join(tmpdir(), "qf-search-worker-now-"))
    try {
      early.writeSearchWorker(now)
      const size = early.writeSearchWorker(dir, contents!)
      const written = readFileSync(path.join(dir, "search-worker.js"))
      expect(written.equals(readFileSync(path.join(now, "search-worker.js")))).toBe(true)
      expect(size.bytes).toBe(written.length)
      expect(written.toString("utf8")).not.toMatch(/\beval\(/)
    } finally {
      rmSync(now, { recursive: true, force: true })
    }
  }, 60_000)

  it("is none when nothing started it (the end of the build bundles it then)", async () => {
    expect(await fresh().searchWorkerStarted()).toBeNull()
  })

  it("is not started early in the development server or the stock build", async () => {
    for (const env of [{ NODE_ENV: "development" }, { NODE_ENV: "production", QF_STOCK_BUILD: "1" }]) {
      const module = fresh()
      module.startSearchWorkerBundle(env)
      expect(await module.searchWorkerStarted()).toBeNull()
    }
  })
})
