#!/usr/bin/env node
// Serves the built site (public/) the way a static host does: a folder answers with its
// index.html, an unknown path answers 404 with public/404.html, and text is gzipped. Used by `npm start`
// and by the browser tests. Usage: node scripts/serve.mjs [--port 9000] [--dir public]
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs"
import { createServer } from "node:http"
import path from "node:path"
import { gzipSync } from "node:zlib"

// Compressed bodies are kept per file and modification time, as a CDN keeps them: compressing
// the 1 MB search index on every request took 100+ ms and skewed the search measurements.
const compressed = new Map()
function gzipped(file) {
  const key = `${file}:${statSync(file).mtimeMs}`
  if (!compressed.has(key)) compressed.set(key, gzipSync(readFileSync(file)))
  return compressed.get(key)
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

createServer((request, response) => {
  let pathname
  try {
    pathname = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname)
  } catch {
    response.writeHead(400).end("Bad request")
    return
  }
  const file = resolveFile(pathname)
  const status = file ? 200 : 404
  const body = file ?? path.join(root, "404.html")
  const type = TYPES[path.extname(body)] ?? "application/octet-stream"
  // Gatsby's hashed assets never change; pages and page data must be revalidated.
  const immutable = /\/(static\/|[\w-]+-[0-9a-f]{20}\.(js|css))/.test(body)
  // Compress text like any production host or CDN does, so measurements see real sizes.
  const gzip =
    /^(text\/|application\/(json|xml|yaml|manifest)|image\/svg)/.test(type) &&
    /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""))
  response.writeHead(status, {
    "content-type": type,
    "cache-control": immutable ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
    vary: "accept-encoding",
    ...(gzip ? { "content-encoding": "gzip" } : {}),
  })
  if (request.method === "HEAD") response.end()
  else if (gzip) response.end(gzipped(body))
  else createReadStream(body).pipe(response)
}).listen(port, "127.0.0.1", () => {
  console.log(`Questforge Docs: serving ${path.relative(process.cwd(), root) || "."} at http://localhost:${port}/`)
})
