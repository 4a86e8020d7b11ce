import { mkdtempSync, readdirSync, rmSync } from "node:fs"
import { getPriority, tmpdir } from "node:os"
import path from "node:path"
import { ROOT_DIR } from "../../../src/node/product"
import { ogImageOf, ogSetup } from "../../../src/node/og/style"
import { backgroundPriority } from "../../../src/node/background"
import { renderInWorker } from "../../../src/node/og/worker-run"

const { compileIfStale } = require("../../../src/node/gatsby-api/load.cjs") as {
  compileIfStale: (options: { outDir: string; entries: string[] }) => boolean
}

// Bundled as the build bundles it, into a folder where tools keep caches under node_modules
// (not .build/gatsby-api, which a build in progress may be loading).
const bundleDir = path.join(ROOT_DIR, "node_modules", ".cache", "qf-og-worker-test")
beforeAll(() => compileIfStale({ outDir: bundleDir, entries: ["og-render-worker"] }))
let cacheDir: string
beforeEach(() => (cacheDir = mkdtempSync(path.join(tmpdir(), "og-worker-"))))
afterEach(() => rmSync(cacheDir, { recursive: true, force: true }))
afterAll(() => rmSync(bundleDir, { recursive: true, force: true }))

const card = (title: string) => {
  const { card, ref } = ogImageOf({ section: "docs", title, breadcrumbs: [] })
  return [ref.path, card] as [string, typeof card]
}

it("renders the cards into the cache in a process of its own, at a lower priority than the build", async () => {
  const run = await renderInWorker(
    [card("Coupons"), card("Products")],
    cacheDir,
    ogSetup(),
    path.join(bundleDir, "og-render-worker.cjs"),
  )
  expect(run.rendered).toBe(2)
  expect(readdirSync(cacheDir).filter(name => name.endsWith(".png"))).toHaveLength(2)
  expect(run.priority).toBe(backgroundPriority())
  expect(run.priority).toBeGreaterThan(getPriority())
}, 60_000)
