import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import type { NavLink, Section } from "../../../src/lib/sidebar/types"
import { startOgImages, writeOgImages, type OgPage } from "../../../src/node/og"
import { ogImageOf } from "../../../src/node/og/style"

const { compileIfStale } = require("../../../src/node/gatsby-api/load.cjs") as { compileIfStale: () => boolean }

// The early run's process is bundled with the Gatsby API files before a build starts.
beforeAll(() => compileIfStale())

let dir: string
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "og-"))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

function page(pagePath: string, title: string, section: Section = "docs", breadcrumbs: NavLink[] = []): OgPage {
  const source = { section, title, breadcrumbs }
  return { path: pagePath, context: { ...source, ogImage: ogImageOf(source).ref } }
}

/** Width and height from the PNG's IHDR chunk. */
const pngSize = (file: string) => {
  const data = readFileSync(file)
  return { signature: data.subarray(1, 4).toString(), width: data.readUInt32BE(16), height: data.readUInt32BE(20) }
}

const PAGES = [
  page("/store/coupons", "Coupons", "docs", [{ label: "Store", path: "/category/store" }]),
  page("/api/queue", "Get queue commands", "api", [{ label: "Store commands", path: "/api/category/store-commands" }]),
  // No image: the search page.
  { path: "/search", context: {} },
]

describe("writing the preview images", () => {
  it("renders each page's image once into the cache and publishes it under its name", async () => {
    const publicDir = path.join(dir, "public")
    const cacheDir = path.join(dir, "cache")
    const result = await writeOgImages(PAGES, publicDir, cacheDir)
    expect(result).toMatchObject({ images: 2, rendered: 2 })
    for (const { context } of PAGES.slice(0, 2)) {
      const file = path.join(publicDir, context!.ogImage!.path)
      expect(pngSize(file)).toEqual({ signature: "PNG", width: 1200, height: 630 })
      // Flat colours in a small palette.
      expect(readFileSync(file).length).toBeLessThan(15 * 1024)
    }
    expect(readdirSync(cacheDir).sort()).toEqual(readdirSync(path.join(publicDir, "og")).sort())
  }, 30_000)

  it("renders nothing again in a warm build and drops images no page names any more", async () => {
    const cacheDir = path.join(dir, "cache")
    await writeOgImages(PAGES, path.join(dir, "first"), cacheDir)
    const publicDir = path.join(dir, "public")
    await writeOgImages([PAGES[0]], publicDir, cacheDir)
    writeFileSync(path.join(publicDir, "og", "0000.png"), "stale")
    const again = await writeOgImages(PAGES, publicDir, cacheDir)
    expect(again).toMatchObject({ images: 2, rendered: 0 })
    expect(existsSync(path.join(publicDir, "og", "0000.png"))).toBe(false)
    expect(readdirSync(path.join(publicDir, "og"))).toHaveLength(2)
  }, 30_000)

  it("renders a new image when the title changes", async () => {
    const cacheDir = path.join(dir, "cache")
    await writeOgImages([PAGES[0]], path.join(dir, "public"), cacheDir)
    const renamed = page("/store/coupons", "Vouchers", "docs", [{ label: "Store", path: "/category/store" }])
    expect(renamed.context!.ogImage!.path).not.toBe(PAGES[0].context!.ogImage!.path)
    expect(await writeOgImages([renamed], path.join(dir, "public"), cacheDir)).toMatchObject({ rendered: 1 })
  }, 30_000)

  it("stops when a page context names an image its inputs do not give", async () => {
    const stale = page("/store/coupons", "Coupons")
    stale.context!.title = "Vouchers"
    await expect(writeOgImages([stale], path.join(dir, "public"), path.join(dir, "cache"))).rejects.toThrow(
      /Preview image of \/store\/coupons: the page context names \/og\/\w+\.png, its inputs give/,
    )
  })

  it("renders early, while the site bundles, and only publishes after the build", async () => {
    const publicDir = path.join(dir, "public")
    const cacheDir = path.join(dir, "cache")
    startOgImages(PAGES, cacheDir)
    const result = await writeOgImages(PAGES, publicDir, cacheDir)
    expect(result).toMatchObject({ images: 2, rendered: 2, renderedEarly: 2 })
    expect(readdirSync(path.join(publicDir, "og"))).toHaveLength(2)
  }, 30_000)

  it("reports an early run's failure when the images are written", async () => {
    const stale = page("/store/coupons", "Coupons")
    stale.context!.title = "Vouchers"
    startOgImages([stale], path.join(dir, "cache"))
    await expect(writeOgImages([], path.join(dir, "public"), path.join(dir, "cache"))).rejects.toThrow(
      /Preview image of \/store\/coupons/,
    )
  })
})
