#!/usr/bin/env node
/**
 * A local stand-in for the hosted search service, speaking the REST shape its clients use:
 * the indexing calls gatsby-plugin-algolia makes at build time (settings, browse, batch,
 * and the synonyms batch the build sends after it,
 * task) and the multi-index query endpoint the browser calls. Hosted mode is tested against
 * it because the real service is unreachable here.
 *
 *   node scripts/fake-search-service.mjs --port 9312 [--search-key KEY] [--admin-key KEY]
 *
 * POST /__control {"mode":"ok"|"slow"|"late"|"down","delayMs":1200} switches behaviour for tests
 * ("slow": headers at once, the answer after delayMs; "late": nothing until delayMs);
 * GET /__state reports the records and which keys were used.
 */
import http from "node:http"

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`)
  return i === -1 ? fallback : args[i + 1]
}
const port = Number(option("port", "9312"))
const searchKey = option("search-key", process.env.GATSBY_ALGOLIA_SEARCH_KEY ?? "")
const adminKey = option("admin-key", process.env.ALGOLIA_ADMIN_KEY ?? "")

const indexes = new Map() // name -> { settings, records: Map }
const keysUsed = { read: new Set(), write: new Set() }
let control = { mode: "ok", delayMs: 1200 }
let taskId = 0

const indexOf = name => {
  if (!indexes.has(name)) indexes.set(name, { settings: null, records: new Map(), synonyms: new Map() })
  return indexes.get(name)
}

const escapeRegExp = s => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

function highlight(value, words, pre, post) {
  if (typeof value !== "string") return { value: "", matchLevel: "none", matchedWords: [] }
  const matched = words.filter(w => value.toLowerCase().includes(w))
  if (!matched.length) return { value, matchLevel: "none", matchedWords: [] }
  const pattern = new RegExp(`(${matched.map(escapeRegExp).join("|")})`, "gi")
  return {
    value: value.replace(pattern, `${pre}$1${post}`),
    matchLevel: matched.length === words.length ? "full" : "partial",
    matchedWords: matched,
  }
}

function snippet(value, words, pre, post, length) {
  const tokens = (value ?? "").split(/\s+/)
  const first = Math.max(
    0,
    tokens.findIndex(t => words.some(w => t.toLowerCase().includes(w))),
  )
  const start = Math.max(0, Math.min(first - 2, tokens.length - length))
  const text = `${start > 0 ? "… " : ""}${tokens.slice(start, start + length).join(" ")}${start + length < tokens.length ? " …" : ""}`
  return highlight(text, words, pre, post)
}

function parseParams(request) {
  if (typeof request.params === "string")
    return Object.fromEntries(
      [...new URLSearchParams(request.params)].map(([k, v]) => [k, /^[[{]/.test(v) ? JSON.parse(v) : v]),
    )
  const { indexName: _indexName, ...rest } = request
  return { ...rest, ...(request.params ?? {}) }
}

function passes(record, filters = []) {
  const test = filter => {
    const [key, value] = filter.split(":")
    return String(record[key]) === value
  }
  return filters.every(f => (Array.isArray(f) ? f.some(test) : test(f)))
}

function search(request) {
  const params = parseParams(request)
  const query = String(params.query ?? "")
    .trim()
    .toLowerCase()
  const words = query.split(/\s+/).filter(Boolean)
  const hitsPerPage = Number(params.hitsPerPage ?? 20)
  const page = Number(params.page ?? 0)
  const pre = params.highlightPreTag ?? "<em>"
  const post = params.highlightPostTag ?? "</em>"
  const snippetLength = Number(String((params.attributesToSnippet ?? ["content:10"])[0]).split(":")[1] ?? 10)
  const records = [...indexOf(request.indexName).records.values()]
  const text = r => [...Object.values(r.hierarchy ?? {}), r.content].filter(Boolean).join(" ").toLowerCase()
  const found = words.length
    ? records
        .filter(r => passes(r, params.facetFilters) && words.every(w => text(r).includes(w)))
        .sort((a, b) => a.weight - b.weight)
    : []
  const hits = found.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map(r => ({
    ...r,
    _highlightResult: {
      hierarchy: Object.fromEntries(
        Object.entries(r.hierarchy)
          .filter(([, v]) => v)
          .map(([k, v]) => [k, highlight(v, words, pre, post)]),
      ),
      ...(r.content ? { content: highlight(r.content, words, pre, post) } : {}),
    },
    ...(r.content ? { _snippetResult: { content: snippet(r.content, words, pre, post, snippetLength) } } : {}),
  }))
  return {
    hits,
    nbHits: found.length,
    page,
    nbPages: Math.ceil(found.length / hitsPerPage),
    hitsPerPage,
    processingTimeMS: 1,
    exhaustiveNbHits: true,
    query: params.query ?? "",
    params: "",
    index: request.indexName,
  }
}

const send = (res, status, body) => {
  res.writeHead(status, { "content-type": "application/json", "access-control-allow-origin": "*" })
  res.end(JSON.stringify(body))
}

const keyOf = (req, url) => req.headers["x-algolia-api-key"] ?? url.searchParams.get("x-algolia-api-key") ?? ""

function route(req, res, url, body) {
  const parts = url.pathname.split("/").filter(Boolean) // 1 indexes <name> <action> ...
  if (url.pathname === "/__control") {
    control = { ...control, ...body }
    return send(res, 200, control)
  }
  if (url.pathname === "/__state") {
    const [name, index] = [...indexes][0] ?? ["", { records: new Map(), settings: null, synonyms: new Map() }]
    return send(res, 200, {
      index: name,
      records: index.records.size,
      settings: index.settings,
      synonyms: [...index.synonyms.values()],
      keys: { read: [...keysUsed.read], write: [...keysUsed.write] },
    })
  }
  if (parts[0] !== "1" || parts[1] !== "indexes") return send(res, 404, { message: "Not found", status: 404 })
  const key = keyOf(req, url)
  if (parts[2] === "*" && parts[3] === "queries") {
    keysUsed.read.add(key)
    if (searchKey && key !== searchKey && key !== adminKey)
      return send(res, 403, { message: "Invalid Application-ID or API key", status: 403 })
    return send(res, 200, { results: (body.requests ?? []).map(search) })
  }
  const name = decodeURIComponent(parts[2])
  const action = parts[3]
  if (req.method !== "GET" || action === "browse") keysUsed.write.add(key)
  if (adminKey && key !== adminKey)
    return send(res, 403, { message: "Method not allowed with this API key", status: 403 })
  const index = indexOf(name)
  if (action === "settings" && req.method === "GET")
    return index.settings
      ? send(res, 200, index.settings)
      : send(res, 404, { message: "Index does not exist", status: 404 })
  if (action === "settings") {
    index.settings = { ...(index.settings ?? {}), ...body }
    return send(res, 200, { taskID: ++taskId, updatedAt: new Date().toISOString() })
  }
  if (action === "synonyms" && parts[4] === "batch" && req.method === "POST") {
    if (url.searchParams.get("replaceExistingSynonyms") === "true") index.synonyms.clear()
    for (const synonym of Array.isArray(body) ? body : []) index.synonyms.set(synonym.objectID, synonym)
    return send(res, 200, { taskID: ++taskId, updatedAt: new Date().toISOString() })
  }
  if (action === "task") return send(res, 200, { status: "published", pendingTask: false })
  if (action === "browse")
    return send(res, 200, { hits: [...index.records.values()], nbHits: index.records.size, page: 0, nbPages: 1 })
  if (action === "batch") {
    const ids = []
    for (const { action: op, body: record } of body.requests ?? []) {
      if (op === "deleteObject") index.records.delete(record.objectID)
      else index.records.set(record.objectID, record)
      ids.push(record.objectID)
    }
    return send(res, 200, { taskID: ++taskId, objectIDs: ids })
  }
  return send(res, 404, { message: `Unsupported: ${req.method} ${url.pathname}`, status: 404 })
}

http
  .createServer((req, res) => {
    if (req.method === "OPTIONS") {
      res.writeHead(204, {
        "access-control-allow-origin": "*",
        "access-control-allow-methods": "GET,POST,PUT,DELETE",
        "access-control-allow-headers": "*",
        "access-control-max-age": "86400",
      })
      return res.end()
    }
    const chunks = []
    req.on("data", c => chunks.push(c))
    req.on("end", () => {
      const url = new URL(req.url, `http://localhost:${port}`)
      let body = {}
      try {
        body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString("utf8")) : {}
      } catch {
        return send(res, 400, { message: "Invalid JSON", status: 400 })
      }
      const isQuery = url.pathname.endsWith("/queries")
      if (isQuery && control.mode === "down") return req.socket.destroy()
      // A healthy but slow service: nothing at all (not even headers) for delayMs, then the answer.
      if (isQuery && control.mode === "late") return setTimeout(() => route(req, res, url, body), control.delayMs)
      if (isQuery && control.mode === "slow") {
        // Headers now, the answer later: a slow answer, not a dead host (the client's 1 s connect
        // timeout covers the wait for headers, the 2 s read timeout the whole answer).
        res.writeHead(200, { "content-type": "application/json", "access-control-allow-origin": "*" })
        // Leading whitespace is valid JSON; Chromium holds cross-origin responses back until it
        // has body bytes to sniff, so some are sent at once for the headers to count as arrived.
        res.write(" ".repeat(1024))
        res.writeHead = () => res
        return setTimeout(() => route(req, res, url, body), control.delayMs)
      }
      route(req, res, url, body)
    })
  })
  .listen(port, "127.0.0.1", () => console.log(`fake search service on http://localhost:${port}`))
