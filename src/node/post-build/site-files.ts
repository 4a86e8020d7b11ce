import { readdirSync } from "node:fs"
import path from "node:path"

/**
 * Every built page's HTML file (or, with `extension`, its Markdown twin), in a stable order
 * (folders depth first, in directory order).
 */
export function* htmlFiles(dir: string, extension = ".html"): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      // Gatsby's own folders hold data and scripts, not pages.
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
