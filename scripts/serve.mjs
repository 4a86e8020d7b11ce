#!/usr/bin/env node
// Serves the built site (public/) the way a static host does: a folder answers with its
// index.html, an unknown path answers 404 with public/404.html, and text is compressed (Brotli where
// the browser accepts it, as Netlify and Cloudflare Pages serve it, else gzip). Used by `npm start`
// and by the browser tests. Usage: node scripts/serve.mjs [--port 9000] [--dir public]
// Headers come from public/_headers, which the build writes (src/node/headers), applied as
// Netlify and Cloudflare Pages apply it; responses carry an ETag and Last-Modified and answer
// If-None-Match / If-Modified-Since with 304.
import { existsSync, readFileSync, realpathSync, statSync } from "node:fs"
import { createServer } from "node:http"
import path from "node:path"
import hostRules from "../src/lib/headers/host-rules.cjs"
import { fileCache } from "./serve-files.mjs"
import { ensureSupportedNode } from "./supported-node.mjs"

const { headersFor } = hostRules

// On a Node older than package.json's "engines" (the machine image has Node 20), this runs
// again on Node 22 from the npm registry, so `npm start` works there with no manual step.
ensureSupportedNode()

// Bodies, compressed forms and ETags come from memory, read and compressed off the server's
// thread (./serve-files.mjs): a first compression must not hold up every other request.
const files = fileCache()

/** The encodings a request accepts, by its Accept-Encoding q-values (`br;q=0` refuses Brotli). */
function acceptedEncodings(header) {
  const accepted = new Set()
  for (const part of String(header ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";")
    const q = params.map(param => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean)
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name)
  }
  return accepted
}

/** The encoding to send: Brotli, else gzip, else none. */
function encodingFor(request, type) {
  if (!/^(text\/|application\/(json|xml|atom\+xml|yaml|manifest)|image\/svg)/.test(type)) return null
  const accepted = acceptedEncodings(request.headers["accept-encoding"])
  return accepted.has("br") ? "br" : accepted.has("gzip") ? "gzip" : null
}

function notModified(request, tag, modified) {
  const match = request.headers["if-none-match"]
  if (match !== undefined)
    return String(match)
      .split(",")
      .map(value => value.trim().replace(/^W\//, ""))
      .some(value => value === "*" || value === tag)
  const since = Date.parse(String(request.headers["if-modified-since"] ?? ""))
  return !Number.isNaN(since) && Math.floor(modified / 1000) * 1000 <= since
}

/** public/_headers: `path` lines, then indented `Name: value` lines; `#` starts a comment. */
function readHeaderRules(file) {
  if (!existsSync(file)) return []
  const rules = []
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue
    if (!/^\s/.test(line)) rules.push({ path: line.trim(), headers: [] })
    else if (rules.length) {
      const colon = line.indexOf(":")
      rules.at(-1).headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()])
    }
  }
  return rules
}

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`)
  return index === -1 ? fallback : args[index + 1]
}
const port = Number(option("port", process.env.PORT ?? 9000))
const root = path.resolve(option("dir", "public"))

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
  ".yaml": "application/yaml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".webmanifest": "application/manifest+json",
  ".map": "application/json; charset=utf-8",
}

/** True when `file` (already resolved) lies inside the served folder, not merely beside it. */
const inside = (folder, file) => file === folder || file.startsWith(folder + path.sep)

/**
 * The file a decoded request path names: the file itself, or a folder's index.html. Only files
 * inside the served folder, after following links, and never the rules file, which is not part
 * of the site on the hosts that read it either.
 */
function resolveFile(pathname) {
  const full = path.join(root, pathname)
  if (!inside(root, full)) return null
  for (const candidate of [full, path.join(full, "index.html")]) {
    try {
      if (!statSync(candidate).isFile()) continue
      // The system's realpath: one call, where Node's own walks the path with an lstat a part.
      const real = realpathSync.native(candidate)
      if (!inside(realRoot, real) || real === path.join(realRoot, "_headers")) return null
      return real
    } catch {
      // missing, or removed since the look-up: not found
    }
  }
  return null
}

/**
 * True when the request asks for Markdown at least as much as for HTML (`Accept: text/markdown`,
 * as AI tools send it). Browsers never name text/markdown, so readers always get the page.
 */
function prefersMarkdown(request) {
  const quality = new Map()
  for (const part of String(request.headers.accept ?? "").split(",")) {
    const [type, ...params] = part.trim().toLowerCase().split(";")
    const q = params.map(p => p.trim()).find(p => p.startsWith("q="))
    if (type) quality.set(type, q ? Number(q.slice(2)) || 0 : 1)
  }
  const markdown = quality.get("text/markdown") ?? 0
  const html = quality.get("text/html") ?? quality.get("text/*") ?? quality.get("*/*") ?? 0
  return markdown > 0 && markdown >= html
}

/** A page's Markdown twin (`store/products/index.html` → `store/products.md`; `/` and `/api/` keep theirs inside). */
function markdownTwin(file) {
  if (path.basename(file) !== "index.html") return null
  const folder = path.dirname(file)
  for (const twin of [`${folder}.md`, path.join(folder, "index.md")]) {
    if (inside(realRoot, twin) && existsSync(twin)) return twin
  }
  return null
}

/**
 * The clean address (percent-encoded) of a page asked for by its file's name (`/x.html`,
 * `/x/index.html`), which a static host sends with a permanent redirect (Cloudflare Pages does):
 * a bookmark or a link with the old ending gets the page, not a 404 that the page's script then
 * corrects. Null for any other path, for a file that exists under that name (404.html), and for
 * a path that would leave the site once redirected to (`//host/x.html`, `/\host/x.html`): those
 * keep the not-found page, whose script keeps the reader here.
 */
function cleanAddress(pathname, page) {
  const match = /^(.*?)(?:\/index)?\.html$/.exec(pathname)
  if (!match || (page && !pathname.endsWith("/index.html"))) return null
  const clean = match[1] === "" ? "/" : match[1]
  if (/^[/\\]{2}|\\/.test(clean)) return null
  const target = resolveFile(clean)
  if (!target || path.basename(target) !== "index.html") return null
  // The page's own address, as its canonical link states it (`/api/` keeps its slash).
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(readFileSync(target, "utf8"))?.[1]
  return canonical ? new URL(canonical).pathname : encodeURI(clean)
}

/** What a host answers when even 404.html is missing (a first build, `npm run clean`). */
const BUILT_IN_NOT_FOUND = Buffer.from(
  '<!DOCTYPE html><html lang="en"><meta charset="utf-8"><title>Page not found</title>' +
    '<h1>Page not found</h1><p>There is no page at this address. <a href="/">Go to the start page</a>.</p></html>',
)

if (!existsSync(path.join(root, "index.html"))) {
  console.error(`Nothing to serve: ${root}/index.html is missing. Run \`npm run build\` first.`)
  process.exit(1)
}
const realRoot = realpathSync(root)
// Read again whenever a build rewrites the file: a server left running across a rebuild would
// otherwise send the previous build's script hashes, and the pages would run without scripts.
const rulesFile = path.join(root, "_headers")
let rules = { mtime: -1, list: [] }
function currentRules() {
  const mtime = statSync(rulesFile, { throwIfNoEntry: false })?.mtimeMs ?? 0
  if (mtime !== rules.mtime) rules = { mtime, list: readHeaderRules(rulesFile) }
  return rules.list
}
if (!currentRules().length)
  console.warn(`No ${root}/_headers: serving without the deployment headers (rebuild to get them).`)

/**
 * Answers one request. A file can vanish between any two steps (a rebuild rewrites the folder
 * under a running server): every read here may throw, and the caller turns that into a 500.
 */
async function answer(request, response) {
  if (request.method !== "GET" && request.method !== "HEAD") {
    response.writeHead(405, { allow: "GET, HEAD", "content-type": "text/plain; charset=utf-8", ...SAFE }).end()
    return
  }
  let pathname = null
  try {
    // Read as a path: resolved against a base, `//host/x` would name another host's `/x`.
    const target = request.url ?? "/"
    pathname = decodeURIComponent(new URL(target.startsWith("/") ? `http://localhost${target}` : target).pathname)
  } catch {
    // Bad percent-encoding: the reader still gets the site's own not-found page, which fixes
    // the address in the browser.
  }
  const page = pathname === null ? null : resolveFile(pathname)
  const clean = pathname === null ? null : cleanAddress(pathname, page)
  if (clean) {
    const query = (request.url ?? "").match(/\?.*$/)?.[0] ?? ""
    response.writeHead(301, { location: `${clean}${query}`, "cache-control": "no-store", ...SAFE }).end()
    return
  }
  // One address, two forms: the page, or its Markdown for a client that asks for it.
  const twin = page ? markdownTwin(page) : null
  const file = twin && prefersMarkdown(request) ? twin : page
  const status = file ? 200 : pathname === null ? 400 : 404
  const notFound = path.join(root, "404.html")
  const body = file ?? (existsSync(notFound) ? notFound : null)
  const stats = body ? statSync(body) : null
  // The rules are chosen by the file answered, not by the address asked: a year-long cache
  // header on a 404 would keep a file missing for a moment (mid-upload) missing in the
  // reader's browser after it arrives. An error answer is never stored.
  // The address asked, with its dot segments resolved as a host resolves them before matching.
  const rulePath =
    file && file === twin
      ? `/${path.relative(realRoot, twin).split(path.sep).join("/")}`
      : file
        ? path.posix.normalize(pathname.replace(/\\/g, "/"))
        : "/404.html"
  const ruled = headersFor(currentRules(), rulePath)
  // A rule's Content-Type wins over the extension's, as on the hosts (the feed is .xml but Atom).
  const type = body
    ? (ruled["content-type"] ?? TYPES[path.extname(body)] ?? "application/octet-stream")
    : TYPES[".html"]
  // Compress text like any production host or CDN does, so measurements see real sizes.
  const encoding = body ? encodingFor(request, type) : null
  const { bytes, etag: tag } = body
    ? await files.body(body, stats, encoding ?? undefined)
    : { bytes: BUILT_IN_NOT_FOUND, etag: undefined }
  const modified = stats ? stats.mtimeMs : Date.now()
  const headers = {
    // What the hosts send when no rule names Cache-Control.
    "cache-control": "public, max-age=0, must-revalidate",
    ...ruled,
    ...(status === 200 ? {} : { "cache-control": "no-store" }),
    "content-type": type,
    vary: twin ? "accept, accept-encoding" : "accept-encoding",
    ...(file && file === twin ? { "content-location": rulePath } : {}),
    ...(tag ? { etag: tag } : {}),
    "last-modified": new Date(modified).toUTCString(),
  }
  if (status === 200 && notModified(request, tag, modified)) {
    delete headers["content-type"]
    response.writeHead(304, headers).end()
    return
  }
  response.writeHead(status, {
    ...headers,
    "content-length": bytes.length,
    ...(encoding ? { "content-encoding": encoding } : {}),
  })
  response.end(request.method === "HEAD" ? undefined : bytes)
}

/** Sent with every answer that does not come from the rules (they send them for the site's pages). */
const SAFE = { "x-content-type-options": "nosniff" }

const server = createServer((request, response) => {
  answer(request, response).catch(error => {
    console.error(`${request.method} ${request.url}: ${error instanceof Error ? error.message : error}`)
    if (!response.headersSent)
      response.writeHead(500, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", ...SAFE })
    response.end("Internal error: the file changed while it was being sent. Reload the page.")
  })
})
// `--port 0` takes any free port (a test's own instance); the line names the one taken.
server.listen(port, "127.0.0.1", () => {
  const { port: taken } = server.address()
  console.log(`Questforge Docs: serving ${path.relative(process.cwd(), root) || "."} at http://localhost:${taken}/`)
})
