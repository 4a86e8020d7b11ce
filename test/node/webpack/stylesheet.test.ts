import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import type { Compiler, Stats } from "webpack"
import { builtStylesheet, RecordStylesheet, stylesheetOf } from "../../../src/node/webpack/stylesheet"

describe("the built stylesheet's name", () => {
  let dir: string
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), "stylesheet-"))))
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  /** Runs the plugin's `done` hook on a compilation whose entry points hold these files. */
  function record(entries: Record<string, string[]>) {
    let done: ((stats: Stats) => void) | undefined
    const compiler = { hooks: { done: { tap: (_name: string, fn: (stats: Stats) => void) => (done = fn) } } }
    new RecordStylesheet(dir).apply(compiler as unknown as Compiler)
    const entrypoints = new Map(Object.entries(entries).map(([name, files]) => [name, { getFiles: () => files }]))
    done?.({ compilation: { entrypoints } } as unknown as Stats)
  }

  it("is the entry points' one stylesheet, recorded when the browser bundle is built", () => {
    record({
      polyfill: ["polyfill-0a.js"],
      app: ["webpack-runtime-1a.js", "framework-2b.js", "styles.f94774d9a503d29a1adc.css", "app-3c.js"],
    })
    expect(builtStylesheet(dir)).toBe("styles.f94774d9a503d29a1adc.css")
  })

  it("is null before any browser build, and without exactly one stylesheet", () => {
    expect(builtStylesheet(dir)).toBeNull()
    record({ app: ["app.js"] })
    expect(builtStylesheet(dir)).toBeNull()
    expect(stylesheetOf(["a.css", "b.css"])).toBeNull()
  })
})
