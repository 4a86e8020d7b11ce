import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { SEARCH_BODY } from "../../../src/lib/site-html/regions"
import * as htmlReader from "../../../src/node/post-build/html-reader"
import { keptReadings, pageDigest } from "../../../src/node/post-build/kept-readings"
import { readBuiltSiteInParallel } from "../../../src/node/post-build/parallel-read"
import { readBuiltSite, type PageReading } from "../../../src/node/post-build/read-built-site"

const SITE_URL = "https://docs.example.com"
const PAGES = 12

let site: string
let keptFile: string

const page = (n: number, text = `Intro ${n}.`) =>
  `<html><head><script>window.n=${n % 3}</script></head><body><main><article ${SEARCH_BODY}>` +
  `<h1>Page ${n}</h1><p>${text}</p><h2 id="part-${n}">Part ${n}</h2>` +
  `<p>See <a href="/guide/page-${(n + 1) % PAGES}#part-${(n + 1) % PAGES}">next</a>.</p></article></main></body></html>`

const pageFile = (n: number) => path.join(site, "guide", `page-${n}`, "index.html")

beforeEach(() => {
  site = mkdtempSync(path.join(tmpdir(), "qf-kept-site-"))
  keptFile = path.join(mkdtempSync(path.join(tmpdir(), "qf-kept-")), "questforge", "page-readings.v8")
  for (let n = 0; n < PAGES; n++) {
    mkdirSync(path.dirname(pageFile(n)), { recursive: true })
    writeFileSync(pageFile(n), page(n))
  }
})
afterEach(() => {
  rmSync(site, { recursive: true, force: true })
  rmSync(path.dirname(path.dirname(keptFile)), { recursive: true, force: true })
})

/** Reads the site keeping its readings, and counts the pages parsed while it did. */
async function readKeeping(buildCode = "build-1", siteUrl = SITE_URL) {
  const parse = jest.spyOn(htmlReader, "readHtml")
  try {
    const site_ = await readBuiltSiteInParallel(site, siteUrl, { keep: { file: keptFile, buildCode } })
    return { site: site_, parsed: parse.mock.calls.length }
  } finally {
    parse.mockRestore()
  }
}

// Anchor sets compared as arrays: a set read back from the kept file is of Node's own realm.
const plain = (built: Awaited<ReturnType<typeof readKeeping>>["site"]) => ({
  ...built,
  pages: built.pages.map(p => ({ ...p, anchors: [...p.anchors] })),
  inlineHashes: Object.fromEntries(Object.entries(built.inlineHashes).map(([k, v]) => [k, [...v]])),
})

describe("the pages' readings kept for the next build", () => {
  it("are used for every page whose HTML is unchanged, and give what a fresh reading gives", async () => {
    const first = await readKeeping()
    expect(first.parsed).toBe(PAGES)
    const again = await readKeeping()
    expect(again.parsed).toBe(0)
    expect(plain(again.site)).toEqual(plain(readBuiltSite(site, SITE_URL)))
  })

  it("read again a page whose HTML changed, and only that page", async () => {
    await readKeeping()
    writeFileSync(pageFile(3), page(3, `Changed text with <a href="/guide/page-7#part-7">a new link</a>.`))
    const after = await readKeeping()
    expect(after.parsed).toBe(1)
    expect(plain(after.site)).toEqual(plain(readBuiltSite(site, SITE_URL)))
    expect(after.site.records.some(record => JSON.stringify(record).includes("Changed text"))).toBe(true)
  })

  it("are read again in full with other build code or another site address", async () => {
    await readKeeping("build-1")
    expect((await readKeeping("build-2")).parsed).toBe(PAGES)
    expect((await readKeeping("build-2", "https://other.example.com")).parsed).toBe(PAGES)
  })

  it("drop the pages that are gone, and read a new page", async () => {
    await readKeeping()
    rmSync(path.dirname(pageFile(5)), { recursive: true })
    mkdirSync(path.join(site, "guide", "new-page"))
    writeFileSync(path.join(site, "guide", "new-page", "index.html"), page(99))
    const after = await readKeeping()
    expect(after.parsed).toBe(1)
    expect(after.site.pages).toHaveLength(PAGES)
    expect(plain(after.site)).toEqual(plain(readBuiltSite(site, SITE_URL)))
    expect(keptReadings(keptFile).get(path.join("guide", "page-5", "index.html"), "any")).toBeUndefined()
  })

  it("read every page when the kept file is damaged, and still give the reading when it cannot be written", async () => {
    await readKeeping()
    writeFileSync(keptFile, "not a serialised map")
    expect((await readKeeping()).parsed).toBe(PAGES)
    // A file where the folder should be: nothing can be kept, nothing is lost.
    const blocked = path.join(site, "blocked")
    writeFileSync(blocked, "")
    keptFile = path.join(blocked, "page-readings.v8")
    const result = await readKeeping()
    expect(result.parsed).toBe(PAGES)
    expect(plain(result.site)).toEqual(plain(readBuiltSite(site, SITE_URL)))
  })

  it("match a page only with the digest of the text it was read from", () => {
    const html = readFileSync(pageFile(0))
    const digest = pageDigest(html, SITE_URL, "build-1")
    expect(pageDigest(html.toString("utf8"), SITE_URL, "build-1")).toBe(digest)
    expect(pageDigest(Buffer.concat([html, Buffer.from(" ")]), SITE_URL, "build-1")).not.toBe(digest)
    const kept = keptReadings(keptFile)
    const reading = { page: { path: "/a" }, records: [], inline: {} } as unknown as PageReading
    kept.save([["a/index.html", digest, reading]])
    expect(keptReadings(keptFile).get("a/index.html", digest)).toEqual(reading)
    expect(keptReadings(keptFile).get("a/index.html", pageDigest(html, SITE_URL, "build-2"))).toBeUndefined()
  })
})
