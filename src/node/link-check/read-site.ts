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

export function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      // Gatsby's own folders hold data, not pages.
      if (entry.name === "page-data" || entry.name === "static" || entry.name === "~partytown") continue
      yield* htmlFiles(full)
    } else if (entry.name.endsWith(".html")) {
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

export function publicFileExists(publicDir: string) {
  return (pathname: string): boolean => {
    const full = path.join(publicDir, pathname)
    return full.startsWith(publicDir) && existsSync(full) && statSync(full).isFile()
  }
}
