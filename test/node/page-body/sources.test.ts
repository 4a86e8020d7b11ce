import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, utimesSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
// gatsby-plugin-mdx's own split of a page file, which makes the `body` createPages compiles
// (its gatsby-node calls it for every Mdx node). Read here only, to hold the early compile's
// reading of the files to it: a page read differently would be compiled twice in a first build.
import { parseFrontmatter } from "gatsby-plugin-mdx/dist/frontmatter"
import { CONTENT_SOURCES } from "../../../src/node/content-sources"
import { ROOT_DIR } from "../../../src/node/product"
import { pageSources, splitFrontmatter } from "../../../src/node/page-body/sources"

const description = "description: One sentence on what this page lets the reader do."

describe("splitFrontmatter", () => {
  const pageFiles = CONTENT_SOURCES.flatMap(({ dir }) =>
    readdirSync(path.join(ROOT_DIR, dir), { recursive: true, encoding: "utf8" })
      .filter(file => file.endsWith(".mdx"))
      .map(file => path.join(ROOT_DIR, dir, file)),
  )

  it("splits every page of the site exactly as gatsby-plugin-mdx does", () => {
    expect(pageFiles.length).toBeGreaterThan(50)
    for (const file of pageFiles) {
      const text = readFileSync(file, "utf8")
      const plugin = parseFrontmatter(file, text)
      expect({ file, ...splitFrontmatter(text) }).toEqual({ file, frontmatter: plugin.frontmatter, body: plugin.body })
    }
  })

  it.each([
    ["Windows line endings", `---\r\ntitle: A\r\n${description}\r\n---\r\n\r\nText\r\n`],
    ["no front matter", "# Heading\n\nText\n"],
    ["a rule in the body", `---\ntitle: A\n${description}\n---\nAbove\n\n---\n\nBelow\n`],
    ["an empty body", `---\ntitle: A\n${description}\n---\n`],
    ["JSON front matter, which both ignore", '---json\n{"title": "A"}\n---\nText\n'],
  ])("splits a file with %s as gatsby-plugin-mdx does", (_, text) => {
    const plugin = parseFrontmatter(`case ${text}`, text)
    expect(splitFrontmatter(text)).toEqual({ frontmatter: plugin.frontmatter, body: plugin.body })
  })
})

describe("pageSources", () => {
  function site(): string {
    const root = mkdtempSync(path.join(os.tmpdir(), "page-sources-"))
    mkdirSync(path.join(root, "content/docs/store"), { recursive: true })
    mkdirSync(path.join(root, "content/api/websites"), { recursive: true })
    cpSync(path.join(ROOT_DIR, "content/product.yaml"), path.join(root, "content/product.yaml"))
    const page = (file: string, frontmatter: string, body: string) =>
      writeFileSync(path.join(root, file), `---\n${frontmatter}\n---\n${body}`)
    page("content/docs/index.mdx", `title: Home\n${description}`, "Welcome.\n")
    page("content/docs/store/products.mdx", `title: Products\n${description}`, "# Products\n")
    page("content/docs/store/old-name.mdx", `title: Coupons\n${description}\nslug: coupons`, "Coupons.\n")
    page("content/api/websites/user.mdx", `title: User\n${description}`, '<Endpoint id="getUser" />\n')
    // A page whose front matter the build rejects (no description): Gatsby's sourcing reports it.
    page("content/docs/store/broken.mdx", "title: Broken", "Text.\n")
    writeFileSync(path.join(root, "content/docs/store/_category_.yaml"), "label: Store\n")
    return root
  }

  it("reads each page's file, its path as the build gives it, and the MDX after its front matter", () => {
    const root = site()
    const at = (file: string) => path.join(root, file)
    expect(pageSources(root)).toEqual([
      { file: at("content/docs/index.mdx"), pagePath: "/", mdx: "Welcome.\n" },
      { file: at("content/docs/store/old-name.mdx"), pagePath: "/store/coupons", mdx: "Coupons.\n" },
      { file: at("content/docs/store/products.mdx"), pagePath: "/store/products", mdx: "# Products\n" },
      { file: at("content/api/websites/user.mdx"), pagePath: "/api/websites/user", mdx: '<Endpoint id="getUser" />\n' },
    ])
  })

  it("reads only the pages modified since a time, when asked", () => {
    const root = site()
    const hourAgo = new Date(Date.now() - 3_600_000)
    for (const file of ["content/docs/index.mdx", "content/docs/store/old-name.mdx", "content/api/websites/user.mdx"])
      utimesSync(path.join(root, file), hourAgo, hourAgo)
    expect(pageSources(root, Date.now() - 60_000).map(source => source.pagePath)).toEqual(["/store/products"])
    expect(pageSources(root, Date.now() + 60_000)).toEqual([])
  })
})
