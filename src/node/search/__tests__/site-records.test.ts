import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { recordsFromSite } from "../site-records"

const page = (title: string, body: string) =>
  `<main><article class="doc-article"><nav aria-label="Breadcrumbs"><ol><li><a href="/">Home</a></li></ol></nav><h1>${title}</h1><div class="markdown">${body}</div></article></main>`

describe("recordsFromSite", () => {
  it("reads every built page except the not-found pages, with paths as served", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "qf-site-"))
    mkdirSync(path.join(dir, "basic", "website-pages"), { recursive: true })
    mkdirSync(path.join(dir, "api"), { recursive: true })
    mkdirSync(path.join(dir, "404"), { recursive: true })
    writeFileSync(path.join(dir, "index.html"), page("Welcome", "<p>Start here.</p>"))
    writeFileSync(
      path.join(dir, "basic", "website-pages", "index.html"),
      page("Pages", '<h2 id="create">Create</h2><p>New page.</p>'),
    )
    writeFileSync(path.join(dir, "api", "index.html"), page("API introduction", "<p>Base URL.</p>"))
    writeFileSync(path.join(dir, "404.html"), page("Page not found", "<p>Nothing.</p>"))
    writeFileSync(path.join(dir, "404", "index.html"), page("Page not found", "<p>Nothing.</p>"))
    const records = recordsFromSite(dir)
    expect([...new Set(records.map(r => r.url))].sort()).toEqual([
      "/",
      "/api/",
      "/basic/website-pages",
      "/basic/website-pages#create",
    ])
    expect(records.find(r => r.url === "/api/")?.docTag).toBe("api")
  })
})
