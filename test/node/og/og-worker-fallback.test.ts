import { mkdtempSync, readdirSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { startOgImages, writeOgImages, type OgPage } from "../../../src/node/og"
import { ogImageOf } from "../../../src/node/og/style"

// The worker thread cannot start (or stops): the build renders the images itself.
jest.mock("../../../src/node/og/worker-run", () => ({
  renderInWorker: jest.fn(() => Promise.reject(new Error("no worker here"))),
}))

let dir: string
beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), "og-fallback-"))))
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const page = (pagePath: string, title: string): OgPage => {
  const source = { section: "docs" as const, title, breadcrumbs: [] }
  return { path: pagePath, context: { ...source, ogImage: ogImageOf(source).ref } }
}

it("a preview-image worker that fails costs time, not images: the build renders them and says why", async () => {
  const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined)
  const pages = [page("/store/coupons", "Coupons"), page("/store/products", "Products")]
  startOgImages(pages, path.join(dir, "cache"))
  const result = await writeOgImages(pages, path.join(dir, "public"), path.join(dir, "cache"))
  expect(result).toMatchObject({ images: 2, rendered: 2, renderedEarly: 0 })
  expect(readdirSync(path.join(dir, "public", "og"))).toHaveLength(2)
  expect(warn).toHaveBeenCalledWith(expect.stringContaining("no worker here"))
  warn.mockRestore()
}, 30_000)

it("starts no worker when every image is in the cache already", async () => {
  const { renderInWorker } = jest.requireMock<{ renderInWorker: jest.Mock }>("../../../src/node/og/worker-run")
  const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined)
  const pages = [page("/store/coupons", "Coupons")]
  startOgImages(pages, path.join(dir, "cache"))
  await writeOgImages(pages, path.join(dir, "public"), path.join(dir, "cache"))
  renderInWorker.mockClear()
  startOgImages(pages, path.join(dir, "cache"))
  const result = await writeOgImages(pages, path.join(dir, "public"), path.join(dir, "cache"))
  expect(renderInWorker).not.toHaveBeenCalled()
  expect(result).toMatchObject({ images: 1, rendered: 0, renderedEarly: 0 })
  warn.mockRestore()
}, 30_000)
