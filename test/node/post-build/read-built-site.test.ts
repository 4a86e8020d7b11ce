import fs, { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { SEARCH_BODY, SEARCH_IGNORE } from "../../../src/lib/site-html/regions"
import { sha256Source } from "../../../src/node/headers/csp"
import { readBuiltSite } from "../../../src/node/post-build/read-built-site"

const page = (title: string, body: string) =>
  `<html><head><script>window.page=${JSON.stringify(title)}</script></head><body><main>` +
  `<article ${SEARCH_BODY}><nav ${SEARCH_IGNORE}><a href="/">Home</a></nav><h1>${title}</h1>` +
  `<div class="markdown">${body}</div></article></main></body></html>`

function builtSite(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "qf-site-"))
  for (const folder of ["basic/website-pages", "api", "404", "page-data/x", "static"])
    mkdirSync(path.join(dir, folder), { recursive: true })
  writeFileSync(path.join(dir, "index.html"), page("Welcome", '<p>Start <a href="/basic/website-pages">here</a>.</p>'))
  writeFileSync(
    path.join(dir, "basic", "website-pages", "index.html"),
    page("Pages", '<h2 id="create">Create</h2><p style="color: red">New page.</p>'),
  )
  writeFileSync(path.join(dir, "api", "index.html"), page("API introduction", "<p>Base URL.</p>"))
  writeFileSync(path.join(dir, "404.html"), page("Page not found", "<p>Nothing.</p>"))
  writeFileSync(path.join(dir, "404", "index.html"), page("Page not found", "<p>Nothing.</p>"))
  writeFileSync(path.join(dir, "static", "frame.html"), page("Not a page", "<p>Asset.</p>"))
  return dir
}

describe("readBuiltSite", () => {
  const dir = builtSite()

  it("reads each built page once, skipping Gatsby's data and asset folders", () => {
    const read = jest.spyOn(fs, "readFileSync")
    readBuiltSite(dir)
    const files = read.mock.calls.map(([file]) => path.relative(dir, String(file))).sort()
    read.mockRestore()
    expect(files).toEqual([
      "404.html",
      "404/index.html",
      "api/index.html",
      "basic/website-pages/index.html",
      "index.html",
    ])
  })

  it("gives the search records of every page except the not-found pages, with paths as served", () => {
    const { records } = readBuiltSite(dir)
    expect([...new Set(records.map(r => r.url))].sort()).toEqual([
      "/",
      "/api/",
      "/basic/website-pages",
      "/basic/website-pages#create",
    ])
    expect(records.find(r => r.url === "/api/")?.docTag).toBe("api")
    expect(records.map(r => r.objectID)).toEqual(records.map(r => r.objectID).sort((a, b) => a.localeCompare(b)))
  })

  it("gives every page's links and anchors to the link check, the not-found pages included", () => {
    const { pages } = readBuiltSite(dir)
    expect(pages.map(p => p.path).sort()).toEqual(["/", "/404", "/404.html", "/api", "/basic/website-pages"])
    expect(pages.find(p => p.path === "/")?.links).toEqual(["/", "/basic/website-pages"])
    expect([...pages.find(p => p.path === "/basic/website-pages")!.anchors]).toEqual(["create"])
  })

  it("gives the hashes of every page's inline code to the headers, once each", () => {
    const { inlineHashes } = readBuiltSite(dir)
    expect(inlineHashes.scripts.size).toBe(4) // five pages, the two not-found pages alike
    expect(inlineHashes.scripts).toContain(sha256Source('window.page="Welcome"'))
    expect([...inlineHashes.styleAttributes]).toEqual([sha256Source("color: red")])
  })
})
