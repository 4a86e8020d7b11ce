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
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads"
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
 * Lanes `from` to `to` of the load, each one request at a time until `until` or until `stop[0]`
 * is set: the raw latencies by kind and by connection, the statuses and the errors.
 */
async function lanes({ port, targets, from, to, connections, fresh, until, stop }) {
  const kinds = MIX.filter(([kind]) => targets[kind]?.length).flatMap(([kind, weight]) => Array(weight).fill(kind))
  const keepAlive = new Agent({ keepAlive: true, maxSockets: Infinity })
  const etags = new Map()
  const out = { byKind: {}, byConnection: { "kept alive": [], new: [] }, statuses: {}, errors: [] }
  for (const kind of kinds) out.byKind[kind] = []
  const lane = async n => {
    for (let i = n; Date.now() < until && !Atomics.load(stop, 0); i += connections) {
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
      out.byKind[kind].push(ms)
      out.byConnection[agent === keepAlive ? "kept alive" : "new"].push(ms)
      out.statuses[status] = (out.statuses[status] ?? 0) + 1
      if (etag) etags.set(target, etag)
      if (status !== 200 && status !== 304 && out.errors.length < 2000)
        out.errors.push(`${status || "socket"} ${target}${error ? `: ${error}` : ""}`)
    }
  }
  await Promise.all(Array.from({ length: to - from }, (_, k) => lane(from + k)))
  keepAlive.destroy()
  return out
}

// The new-connection lanes run on a thread of their own (this file, found from the project's
// folder like serve.mjs: the browser tests load it through their compiler, without import.meta): on the generator's one busy thread a
// connection's extra turns (connect, then write) waited behind every kept-alive answer, and
// their latency was the generator's (hundreds of ms against an empty server), not the server's.
if (!isMainThread && workerData?.benchLoadLanes)
  lanes({ ...workerData.benchLoadLanes, stop: new Int32Array(workerData.stop) }).then(out =>
    parentPort.postMessage(out),
  )

/**
 * Keeps `connections` requests in flight for `seconds` (or until `signal` aborts). Returns the
 * count, rate, latency percentiles (ms, time to the last byte) overall, per kind and per
 * connection, the statuses and the errors.
 */
export async function runLoad({ port, targets, connections = 200, seconds = 20, freshShare = 0.25, signal }) {
  const fresh = Math.round(connections * freshShare)
  const until = Date.now() + seconds * 1000
  const stopBuffer = new SharedArrayBuffer(4)
  const stop = new Int32Array(stopBuffer)
  signal?.addEventListener("abort", () => Atomics.store(stop, 0, 1))
  const shared = { port, targets, connections, fresh, until }
  const started = process.hrtime.bigint()
  const parts = await Promise.all([
    lanes({ ...shared, from: fresh, to: connections, stop }),
    fresh > 0
      ? new Promise((resolve, reject) => {
          const worker = new Worker(path.resolve("scripts/bench-load.mjs"), {
            workerData: { benchLoadLanes: { ...shared, from: 0, to: fresh }, stop: stopBuffer },
          })
          worker.once("message", out => {
            resolve(out)
            void worker.terminate()
          })
          worker.once("error", reject)
        })
      : null,
  ])
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9
  const merged = { byKind: {}, byConnection: {}, statuses: {}, errors: [] }
  for (const part of parts.filter(Boolean)) {
    for (const group of ["byKind", "byConnection"])
      for (const [name, values] of Object.entries(part[group]))
        merged[group][name] = [...(merged[group][name] ?? []), ...values]
    for (const [status, count] of Object.entries(part.statuses))
      merged.statuses[status] = (merged.statuses[status] ?? 0) + count
    merged.errors.push(...part.errors)
  }
  const latencies = Object.values(merged.byConnection).flat()
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
    byKind: Object.fromEntries(Object.entries(merged.byKind).map(([kind, values]) => [kind, summary(values)])),
    byConnection: Object.fromEntries(
      Object.entries(merged.byConnection).map(([kind, values]) => [kind, summary(values)]),
    ),
    statuses: merged.statuses,
    errors: merged.errors.length,
    errorSamples: [...new Set(merged.errors)].slice(0, 10),
  }
}

/**
 * The same load against a server that answers 6 KB from memory with no work: what the loopback,
 * the load generator and the machine's other work cost on their own (on a busy two-core
 * machine, most of the tail).
 */
export async function floorLoad({ connections, seconds }) {
  // In a process of its own, as serve.mjs runs: not on the generator's thread.
  const code =
    'const body = Buffer.alloc(6000, 97); const server = require("node:http").createServer((q, r) => r.end(body));' +
    'server.listen(0, "127.0.0.1", () => console.log("http://localhost:" + server.address().port + "/"))'
  const child = spawn(process.execPath, ["-e", code], { stdio: ["ignore", "pipe", "inherit"] })
  const port = await new Promise(resolve => {
    let out = ""
    child.stdout.on("data", chunk => {
      out += chunk
      const match = /localhost:(\d+)\//.exec(out)
      if (match) resolve(Number(match[1]))
    })
  })
  const targets = Object.fromEntries(MIX.map(([kind]) => [kind, [`/${kind.replace(" ", "-")}`]]))
  try {
    return await runLoad({ port, targets, connections, seconds })
  } finally {
    child.kill()
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
