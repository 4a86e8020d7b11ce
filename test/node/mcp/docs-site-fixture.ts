import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { SEARCH_BODY, SEARCH_SECTION } from "../../../src/lib/site-html/regions"
import { ROOT_DIR } from "../../../src/node/product"

const html = (title: string, section: string, body: string) =>
  `<html><head><title>${title}</title></head><body><main ${SEARCH_SECTION}="${section}">` +
  `<article ${SEARCH_BODY}><h1>${title}</h1>${body}</article></main></body></html>`

const twin = (title: string, description: string, pagePath: string, body: string) =>
  `# ${title}\n\n> ${description}\n\nSource: https://docs.example${pagePath}\n\n${body}\n`

interface FixturePage {
  path: string
  section: string
  title: string
  description: string
  html: string
  markdown: string
}

const PAGES: FixturePage[] = [
  {
    path: "/",
    section: "Docs",
    title: "Welcome",
    description: "Where to start.",
    html: "<p>Build your community website.</p>",
    markdown: "Build your community website.",
  },
  {
    path: "/store/products",
    section: "Store",
    title: "Products",
    description: "Ranks and perks with commands.",
    html: '<h2 id="commands">Commands</h2><p>Each product runs console commands such as lp user {uuid} parent add vip when a purchase is paid.</p>',
    markdown: "## Commands\n\nEach product runs console commands such as `lp user {uuid} parent add vip`.",
  },
  {
    path: "/store/coupons",
    section: "Store",
    title: "Coupons",
    description: "Discount codes.",
    html: '<h2 id="create">Create a coupon</h2><p>A coupon code lowers the price at checkout.</p>',
    markdown: "## Create a coupon\n\nA coupon code lowers the price at checkout.",
  },
  {
    path: "/api/",
    section: "API",
    title: "API introduction",
    description: "Base URL and keys.",
    html: '<h2 id="authentication">Authentication</h2><p>Send the server key in X-Server-Key.</p>',
    markdown: "## Authentication\n\nSend the server key in `X-Server-Key`.",
  },
]

/**
 * A small built site as the build leaves it in public/ — pages, their Markdown twins and
 * llms.txt; the server builds its search index from the pages — under a root with the
 * vocabulary file the index is built with.
 */
export function builtDocsSite(): string {
  const root = mkdtempSync(path.join(tmpdir(), "qf-mcp-site-"))
  const publicDir = path.join(root, "public")
  for (const page of PAGES) {
    const folder = path.join(publicDir, page.path)
    mkdirSync(folder, { recursive: true })
    writeFileSync(path.join(folder, "index.html"), html(page.title, page.section, page.html))
    const twinFile = page.path.endsWith("/") ? path.join(folder, "index.md") : `${folder}.md`
    writeFileSync(twinFile, twin(page.title, page.description, page.path, page.markdown))
  }
  writeFileSync(path.join(publicDir, "llms.txt"), "# Docs\n")
  mkdirSync(path.join(root, "content"))
  copyFileSync(
    path.join(ROOT_DIR, "content", "search-synonyms.yaml"),
    path.join(root, "content", "search-synonyms.yaml"),
  )
  return root
}
