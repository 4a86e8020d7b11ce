// `npm run bench -- --load`: scripts/serve.mjs under bounded load on loopback. N connections
// (200) for S seconds (20) over what readers fetch: page HTML, page data, JS chunks and the
// search index's shards, compressed as browsers ask, one request in five revalidated with its
// ETag. Three connections in four are kept alive; the rest open a new connection per request.
// Prints requests/s, latency percentiles and errors (any answer but 200 or 304, any socket
// error), with the load average the figures depend on. Also used by the fault matrix
// (e2e/fault-matrix-load.spec.ts), shorter, while a reader navigates.
import { spawn } from "node:child_process"
import { readdirSync, readFileSync } from "node:fs"
import { Agent, request as httpRequest } from "node:http"
import { loadavg } from "node:os"
import path from "node:path"

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? walk(full) : [full]
  })
}

/** The addresses of the mix, by kind, from the built folder. */
export function loadTargets(publicDir) {
  const files = walk(publicDir).map(file => `/${path.relative(publicDir, file).split(path.sep).join("/")}`)
  return {
    page: files
      .filter(file => file.endsWith("/index.html") && !file.startsWith("/404") && !file.startsWith("/~"))
      .map(file => file.replace(/\/index\.html$/, "") || "/"),
    "page data": files.filter(file => file.endsWith("/page-data.json")),
    chunk: files.filter(file => /^\/[^/]+-[0-9a-f]{20}\.js$/.test(file)),
    "search shard": ["/search-index.json", ...files.filter(file => file.startsWith("/search-shards/"))],
  }
}

/** Share of requests per kind: what a reading session asks for, shards and chunks in bursts. */
const MIX = [
  ["page", 3],
  ["page data", 3],
  ["chunk", 2],
  ["search shard", 2],
]

/** Starts scripts/serve.mjs on a free port; resolves once it answers. */
export function startServer(dir, { port = 0 } = {}) {
  const child = spawn(process.execPath, [path.resolve("scripts/serve.mjs"), "--port", String(port), "--dir", dir], {
    stdio: ["ignore", "pipe", "pipe"],
  })
  const state = { child, exited: false, stderr: "" }
  child.on("exit", () => (state.exited = true))
  child.stderr.on("data", chunk => (state.stderr = (state.stderr + chunk).slice(-4000)))
  return new Promise((resolve, reject) => {
    let out = ""
    child.stdout.on("data", chunk => {
      out += chunk
      const match = /http:\/\/localhost:(\d+)\//.exec(out)
      if (match)
        resolve({
          child,
          port: Number(match[1]),
          get exited() {
            return state.exited
          },
          get stderr() {
            return state.stderr
          },
          stop: () => child.kill(),
        })
    })
    child.on("exit", code => reject(new Error(`serve.mjs exited (${code}): ${state.stderr}`)))
  })
}

/** Resident memory of a process in MB (Linux), or null. */
export function rssMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1])
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null
  } catch {
    return null
  }
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0

function get(port, target, agent, headers) {
  return new Promise(resolve => {
    const start = process.hrtime.bigint()
    const done = (status, etag, error) =>
      resolve({ status, etag, error, ms: Number(process.hrtime.bigint() - start) / 1e6 })
    const req = httpRequest({ host: "127.0.0.1", port, path: target, agent, headers }, response => {
      response.on("data", () => undefined)
      response.on("end", () => done(response.statusCode, response.headers.etag))
      response.on("error", error => done(0, undefined, error.message))
    })
    req.setTimeout(30_000, () => req.destroy(new Error("no answer in 30 s")))
    req.on("error", error => done(0, undefined, error.message))
    req.end()
  })
}

/**
 * Keeps `connections` requests in flight for `seconds` (or until `signal` aborts). Returns the count, rate, latency
 * percentiles (ms, time to the last byte) overall and per kind, and the errors.
 */
export async function runLoad({ port, targets, connections = 200, seconds = 20, freshShare = 0.25, signal }) {
  const kinds = MIX.filter(([kind]) => targets[kind]?.length).flatMap(([kind, weight]) => Array(weight).fill(kind))
  const keepAlive = new Agent({ keepAlive: true, maxSockets: Infinity })
  const etags = new Map()
  const latencies = []
  const byKind = Object.fromEntries(kinds.map(kind => [kind, []]))
  const byConnection = { "kept alive": [], new: [] }
  const errors = []
  let statuses = {}
  const until = Date.now() + seconds * 1000
  const fresh = Math.round(connections * freshShare)
  const lane = async n => {
    for (let i = n; Date.now() < until && !signal?.aborted; i += connections) {
      const kind = kinds[i % kinds.length]
      const list = targets[kind]
      const target = list[(i * 7919) % list.length]
      const headers = { "accept-encoding": "br, gzip", accept: "*/*" }
      if (i % 5 === 0 && etags.has(target)) headers["if-none-match"] = etags.get(target)
      // New connections: one request per socket, which this side closes after the answer, as
      // a browser drops an idle connection. (With `Connection: close` the server closes first
      // and keeps the TIME_WAIT: on loopback, one address reusing ports then meets its own
      // earlier connections, and each such connect waits a second for a SYN retransmit.)
      const agent = n < fresh ? new Agent({ keepAlive: true, maxSockets: 1 }) : keepAlive
      const { status, etag, error, ms } = await get(port, target, agent, headers)
      if (agent !== keepAlive) agent.destroy()
      latencies.push(ms)
      byKind[kind].push(ms)
      byConnection[agent === keepAlive ? "kept alive" : "new"].push(ms)
      statuses[status] = (statuses[status] ?? 0) + 1
      if (etag) etags.set(target, etag)
      if (status !== 200 && status !== 304 && errors.length < 2000)
        errors.push(`${status || "socket"} ${target}${error ? `: ${error}` : ""}`)
    }
  }
  const started = process.hrtime.bigint()
  await Promise.all(Array.from({ length: connections }, (_, n) => lane(n)))
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9
  keepAlive.destroy()
  const summary = values => {
    const sorted = Float64Array.from(values).sort()
    return {
      requests: sorted.length,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? 0,
    }
  }
  return {
    connections,
    newConnectionShare: fresh / connections,
    seconds: elapsed,
    requestsPerSecond: latencies.length / elapsed,
    ...summary(latencies),
    byKind: Object.fromEntries(Object.entries(byKind).map(([kind, values]) => [kind, summary(values)])),
    byConnection: Object.fromEntries(Object.entries(byConnection).map(([kind, values]) => [kind, summary(values)])),
    statuses,
    errors: errors.length,
    errorSamples: [...new Set(errors)].slice(0, 10),
  }
}

/**
 * The same load against a server that answers 6 KB from memory with no work: what the loopback,
 * the load generator and the machine's other work cost on their own (on a busy two-core
 * machine, most of the tail).
 */
export async function floorLoad({ connections, seconds }) {
  const { createServer } = await import("node:http")
  const body = Buffer.alloc(6000, 97)
  const server = createServer((request, response) => response.end(body))
  await new Promise(resolve => server.listen(0, "127.0.0.1", resolve))
  const targets = Object.fromEntries(MIX.map(([kind]) => [kind, [`/${kind.replace(" ", "-")}`]]))
  try {
    return await runLoad({ port: server.address().port, targets, connections, seconds })
  } finally {
    server.closeAllConnections()
    server.close()
  }
}

/** `npm run bench -- --load [--connections 200] [--seconds 20] [--dir public]`. */
export async function benchLoad({ dir = "public", connections = 200, seconds = 20 } = {}) {
  const publicDir = path.resolve(dir)
  const targets = loadTargets(publicDir)
  const server = await startServer(publicDir)
  const loadBefore = loadavg()
  const rssStart = rssMb(server.child.pid)
  let result
  try {
    result = await runLoad({ port: server.port, targets, connections, seconds })
  } finally {
    result = {
      date: new Date().toISOString(),
      node: process.version,
      ...result,
      loadAverage: { before: loadBefore.map(round), after: loadavg().map(round) },
      serverRssMb: { start: rssStart, end: rssMb(server.child.pid) },
      serverCrashed: server.exited,
      serverErrors: server.stderr.trim().split("\n").filter(Boolean).slice(-5),
    }
    server.stop()
  }
  return result
}

const round = value => Number(value.toFixed(2))
