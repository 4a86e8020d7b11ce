#!/usr/bin/env node
// Serves the built site (public/) the way a static host does: a folder answers with its
// index.html, an unknown path answers 404 with public/404.html, and text is compressed (Brotli where
// the browser accepts it, as Netlify and Cloudflare Pages serve it, else gzip). Used by `npm start`
// and by the browser tests. Usage: node scripts/serve.mjs [--port 9000] [--dir public]
// Headers come from public/_headers, which the build writes (src/node/headers), applied as
// Netlify and Cloudflare Pages apply it; responses carry an ETag and Last-Modified and answer
// If-None-Match / If-Modified-Since with 304.
import { createHash } from "node:crypto"
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs"
import { createServer } from "node:http"
import path from "node:path"
import { brotliCompressSync, constants, gzipSync } from "node:zlib"

// Compressed bodies are kept per file and modification time, as a CDN keeps them: compressing
// the 1 MB search index on every request took 100+ ms and skewed the search measurements.
// Brotli at quality 10 (a 70 KB page in ~25 ms, ~17 % under gzip); the search index, over
// 512 KB, at quality 5 (~30 ms for 1.1 MB, still ~7 % under gzip; quality 11 takes ~2 s).
const compressed = new Map()
function compress(file, encoding) {
  const key = `${file}:${statSync(file).mtimeMs}:${encoding}`
  if (!compressed.has(key)) {
    const body = readFileSync(file)
    const quality = body.length > 512 * 1024 ? 5 : 10
    compressed.set(
      key,
      encoding === "br"
        ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } })
        : gzipSync(body),
    )
  }
  return compressed.get(key)
}

/** The encoding to send: Brotli, else gzip, else none. */
function encodingFor(request, type) {
  if (!/^(text\/|application\/(json|xml|yaml|manifest)|image\/svg)/.test(type)) return null
  const accepted = String(request.headers["accept-encoding"] ?? "")
  return /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : null
}

// Validators: a strong ETag from the content's hash (per encoding, since the bytes differ),
// kept per file and modification time like the compressed bodies.
const digests = new Map()
function etag(file, encoding) {
  const key = `${file}:${statSync(file).mtimeMs}`
  if (!digests.has(key))
    digests.set(key, createHash("sha256").update(readFileSync(file)).digest("base64url").slice(0, 27))
  return `"${digests.get(key)}${encoding ? `-${encoding}` : ""}"`
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
  // `*` matches anything (also `/`), `:name` one path segment, as the hosts match them.
  for (const rule of rules) {
    const source = rule.path
      .split("*")
      .map(part => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z]\w*/g, "[^/]+"))
      .join(".*")
    rule.pattern = new RegExp(`^${source}$`)
  }
  return rules
}

/** Every matching rule applies; a header named by two rules is sent once, values joined by ", ". */
function headersFor(rules, pathname) {
  const headers = {}
  for (const rule of rules) {
    if (!rule.pattern.test(pathname)) continue
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase()
      headers[key] = headers[key] === undefined ? value : `${headers[key]}, ${value}`
    }
  }
  return headers
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

function resolveFile(pathname) {
  const full = path.join(root, pathname)
  if (!full.startsWith(root)) return null
  if (existsSync(full) && statSync(full).isFile()) return full
  const index = path.join(full, "index.html")
  if (existsSync(index)) return index
  return null
}

if (!existsSync(path.join(root, "index.html"))) {
  console.error(`Nothing to serve: ${root}/index.html is missing. Run \`npm run build\` first.`)
  process.exit(1)
}
// Read again whenever a build rewrites the file: a server left running across a rebuild would
// otherwise send the previous build's script hashes, and the pages would run without scripts.
const rulesFile = path.join(root, "_headers")
let rules = { mtime: -1, list: [] }
function currentRules() {
  const mtime = existsSync(rulesFile) ? statSync(rulesFile).mtimeMs : 0
  if (mtime !== rules.mtime) rules = { mtime, list: readHeaderRules(rulesFile) }
  return rules.list
}
if (!currentRules().length)
  console.warn(`No ${root}/_headers: serving without the deployment headers (rebuild to get them).`)

createServer((request, response) => {
  let pathname
  try {
    pathname = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname)
  } catch {
    response.writeHead(400).end("Bad request")
    return
  }
  // The rules file itself is not part of the site, as on the hosts that read it.
  const file = pathname === "/_headers" ? null : resolveFile(pathname)
  const status = file ? 200 : 404
  const body = file ?? path.join(root, "404.html")
  const type = TYPES[path.extname(body)] ?? "application/octet-stream"
  // Compress text like any production host or CDN does, so measurements see real sizes.
  const encoding = encodingFor(request, type)
  const modified = statSync(body).mtimeMs
  const tag = etag(body, encoding)
  const headers = {
    // What the hosts send when no rule names Cache-Control.
    "cache-control": "public, max-age=0, must-revalidate",
    ...headersFor(currentRules(), pathname),
    "content-type": type,
    vary: "accept-encoding",
    etag: tag,
    "last-modified": new Date(modified).toUTCString(),
  }
  if (
    status === 200 &&
    (request.method === "GET" || request.method === "HEAD") &&
    notModified(request, tag, modified)
  ) {
    delete headers["content-type"]
    response.writeHead(304, headers).end()
    return
  }
  response.writeHead(status, { ...headers, ...(encoding ? { "content-encoding": encoding } : {}) })
  if (request.method === "HEAD") response.end()
  else if (encoding) response.end(compress(body, encoding))
  else createReadStream(body).pipe(response)
}).listen(port, "127.0.0.1", () => {
  console.log(`Questforge Docs: serving ${path.relative(process.cwd(), root) || "."} at http://localhost:${port}/`)
})
