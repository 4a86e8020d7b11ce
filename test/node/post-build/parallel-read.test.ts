import fs, { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { SEARCH_BODY } from "../../../src/lib/site-html/regions"
import { readBuiltSiteInParallel } from "../../../src/node/post-build/parallel-read"
import { readBuiltSite } from "../../../src/node/post-build/read-built-site"
import { ROOT_DIR } from "../../../src/node/product"

const { compileIfStale } = require("../../../src/node/gatsby-api/load.cjs") as {
  compileIfStale: (options: { outDir: string; entries: string[] }) => boolean
}

// Bundled as the build bundles it, into a folder where tools keep caches under node_modules
// (not .build/gatsby-api, which a build in progress may be loading).
const bundleDir = path.join(ROOT_DIR, "node_modules", ".cache", `qf-read-worker-test-${process.pid}`)
const bundle = path.join(bundleDir, "read-pages-worker.cjs")
const SITE_URL = "https://docs.example.com"
const PAGES = 120

let site: string
let scratch: string

/** A built site of PAGES pages, each with links, anchors, search blocks and inline code of its own. */
function builtSite(dir: string): void {
  for (let n = 0; n < PAGES; n++) {
    const folder = path.join(dir, "guide", `page-${n}`)
    mkdirSync(folder, { recursive: true })
    writeFileSync(
      path.join(folder, "index.html"),
      `<html><head><script>window.n=${n % 7}</script><style>.p${n % 5}{}</style></head><body><main>` +
        `<article ${SEARCH_BODY}><h1>Page ${n}</h1><p style="margin: ${n % 3}px">Intro ${n}.</p>` +
        `<h2 id="part-${n}">Part ${n}</h2><p>See <a href="/guide/page-${(n + 1) % PAGES}#part-${(n + 1) % PAGES}">next</a>.</p>` +
        `</article></main></body></html>`,
    )
  }
}

beforeAll(() => {
  compileIfStale({ outDir: bundleDir, entries: ["read-pages-worker"] })
  site = mkdtempSync(path.join(tmpdir(), "qf-parallel-site-"))
  builtSite(site)
}, 120_000)
beforeEach(() => (scratch = mkdtempSync(path.join(tmpdir(), "qf-parallel-"))))
afterEach(() => rmSync(scratch, { recursive: true, force: true }))
afterAll(() => {
  rmSync(bundleDir, { recursive: true, force: true })
  rmSync(site, { recursive: true, force: true })
})

/**
 * How many pages this thread read itself while `run` ran (a helper thread's reads are not seen).
 * With `msPerPage`, each of its reads takes at least that long, as on a site of larger pages.
 */
async function pagesReadHere(run: () => Promise<unknown>, msPerPage = 0): Promise<number> {
  const original = fs.readFileSync
  const read = jest.spyOn(fs, "readFileSync").mockImplementation(((...args: Parameters<typeof original>) => {
    const until = Date.now() + msPerPage
    while (Date.now() < until) {
      // a page that takes longer to read
    }
    return original(...args)
  }) as typeof original)
  try {
    await run()
    return read.mock.calls.filter(([file]) => String(file).endsWith(".html")).length
  } finally {
    read.mockRestore()
  }
}

describe("reading the built site on two threads", () => {
  it("gives exactly what one thread reads: pages in order, records, inline-code hashes", async () => {
    const alone = readBuiltSite(site, SITE_URL)
    let both = alone
    // Slowed here so that the helper reads a share (see the next test).
    const here = await pagesReadHere(
      async () => (both = await readBuiltSiteInParallel(site, SITE_URL, { bundle, helperFrom: 1 })),
      10,
    )
    expect(here).toBeLessThan(PAGES)
    expect(both).not.toBe(alone)
    // Anchor sets compared as arrays: a set that came from the helper thread is of Node's own
    // realm, not of the test's, and Jest compares sets with its realm's methods.
    const plain = (pages: typeof alone.pages) => pages.map(page => ({ ...page, anchors: [...page.anchors] }))
    expect(plain(both.pages)).toEqual(plain(alone.pages))
    expect(both.records).toEqual(alone.records)
    expect([...both.inlineHashes.scripts]).toEqual([...alone.inlineHashes.scripts])
    expect([...both.inlineHashes.styles]).toEqual([...alone.inlineHashes.styles])
    expect([...both.inlineHashes.styleAttributes]).toEqual([...alone.inlineHashes.styleAttributes])
    expect(both.pages).toHaveLength(PAGES)
  }, 60_000)

  it("shares the pages with the helper thread once it has started", async () => {
    // 10 ms a page here: the helper (~0.1 s to start) finds pages left to take.
    const here = await pagesReadHere(() => readBuiltSiteInParallel(site, SITE_URL, { bundle, helperFrom: 1 }), 10)
    expect(here).toBeGreaterThan(0)
    expect(here).toBeLessThan(PAGES)
  }, 60_000)

  it("reads every page itself when the helper cannot start, and below the helper's threshold", async () => {
    const missing = path.join(scratch, "no-such-bundle.cjs")
    const alone = readBuiltSite(site, SITE_URL)
    expect(await pagesReadHere(() => readBuiltSiteInParallel(site, SITE_URL, { bundle: missing, helperFrom: 1 }))).toBe(
      PAGES,
    )
    expect(await readBuiltSiteInParallel(site, SITE_URL, { bundle: missing, helperFrom: 1 })).toEqual(alone)
    expect(await pagesReadHere(() => readBuiltSiteInParallel(site, SITE_URL, { bundle, helperFrom: PAGES + 1 }))).toBe(
      PAGES,
    )
  }, 60_000)

  it("does not wait for a helper that took no page by the time the pages are read", async () => {
    // A helper that never takes a page and never ends.
    const idle = path.join(scratch, "idle-helper.cjs")
    writeFileSync(idle, "setInterval(() => {}, 1000)")
    const result = await readBuiltSiteInParallel(site, SITE_URL, { bundle: idle, helperFrom: 1 })
    expect(result).toEqual(readBuiltSite(site, SITE_URL))
  }, 10_000)

  it("loses no page a helper took and never returned", async () => {
    // A helper that takes five pages off the shared counter and stops without an answer.
    const failing = path.join(scratch, "failing-helper.cjs")
    writeFileSync(
      failing,
      `const { workerData } = require("node:worker_threads")
       for (let i = 0; i < 5; i++) Atomics.add(workerData.shared, 1, 1), Atomics.add(workerData.shared, 0, 1)
       throw new Error("helper stopped")`,
    )
    let result = readBuiltSite(site, SITE_URL)
    const alone = result
    await pagesReadHere(
      async () => (result = await readBuiltSiteInParallel(site, SITE_URL, { bundle: failing, helperFrom: 1 })),
      10,
    )
    expect(result).not.toBe(alone)
    expect(result).toEqual(alone)
  }, 60_000)
})
