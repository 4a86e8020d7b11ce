import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import path from "node:path"
import { Parser } from "htmlparser2"
import type { BuiltPage } from "./check-links"

/** Live Twig previews show the sample website's markup: its links and ids are not the docs'. */
const SAMPLE_OUTPUT = "live-twig-preview"

export function extractPage(html: string, pagePath: string): BuiltPage {
  const anchors = new Set<string>()
  const links: string[] = []
  let depth = 0
  let sampleDepth = -1
  const parser = new Parser({
    onopentag(name, attrs) {
      depth += 1
      if (sampleDepth === -1 && (attrs.class ?? "").split(/\s+/).includes(SAMPLE_OUTPUT)) sampleDepth = depth
      if (sampleDepth !== -1) return
      if (attrs.id) anchors.add(attrs.id)
      if (name === "a" && attrs.name) anchors.add(attrs.name)
      if (name === "a" && attrs.href !== undefined) links.push(attrs.href)
    },
    onclosetag() {
      if (depth === sampleDepth) sampleDepth = -1
      depth -= 1
    },
  })
  parser.write(html)
  parser.end()
  return { path: pagePath, anchors, links }
}

export function* htmlFiles(dir: string, extension = ".html"): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      // Gatsby's own folders hold data, not pages.
      if (entry.name === "page-data" || entry.name === "static" || entry.name === "~partytown") continue
      yield* htmlFiles(full, extension)
    } else if (entry.name.endsWith(extension)) {
      yield full
    }
  }
}

/** The URL path a static host serves a file at: `a/b/index.html` is `/a/b`. */
export function pathOfFile(publicDir: string, file: string): string {
  const rel = `/${path.relative(publicDir, file).split(path.sep).join("/")}`
  if (rel === "/index.html") return "/"
  if (rel.endsWith("/index.html")) return rel.slice(0, -"/index.html".length)
  return rel
}

export function readSite(publicDir: string): BuiltPage[] {
  return [...htmlFiles(publicDir)].map(file => extractPage(readFileSync(file, "utf8"), pathOfFile(publicDir, file)))
}

/**
 * Links to the site in a Markdown file (the pages' `.md` twins, llms.txt), as site paths: the
 * generated Markdown writes them absolute (`[Coupons](https://docs…/store/discounts/coupons#limits)`).
 */
export function markdownLinks(markdown: string, siteUrl: string): string[] {
  const links: string[] = []
  for (const match of markdown.matchAll(/\]\(<?([^)\s>]+)>?\)/g)) {
    if (match[1].startsWith(`${siteUrl}/`)) links.push(match[1].slice(siteUrl.length))
  }
  return links
}

/** The Markdown files of the build as pages without anchors, so their links are checked like the HTML's. */
export function readMarkdown(publicDir: string, siteUrl: string): BuiltPage[] {
  const files = [...htmlFiles(publicDir, ".md"), path.join(publicDir, "llms.txt")].filter(file => existsSync(file))
  return files.map(file => ({
    path: `/${path.relative(publicDir, file).split(path.sep).join("/")}`,
    anchors: new Set<string>(),
    links: markdownLinks(readFileSync(file, "utf8"), siteUrl),
  }))
}

export function publicFileExists(publicDir: string) {
  return (pathname: string): boolean => {
    const full = path.join(publicDir, pathname)
    return full.startsWith(publicDir) && existsSync(full) && statSync(full).isFile()
  }
}
