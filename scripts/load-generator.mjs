// The load generator of `npm run bench -- --load` (./bench-load.mjs) and of the fault matrix's
// bounded-load family: N lanes, each one request at a time over a mix of addresses by kind,
// compressed as browsers ask, one request in five revalidated with its ETag; a share of the
// lanes opens a new connection per request, the rest keep theirs alive.
import { Agent, request as httpRequest } from "node:http"
import path from "node:path"
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads"

/** Share of requests per kind: what a reader's visit asks for, shards and chunks in bursts. */
export const MIX = [
  ["page", 3],
  ["page data", 3],
  ["chunk", 2],
  ["search shard", 2],
]

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

// The new-connection lanes run on a thread of their own: on the generator's one busy thread a
// connection's extra turns (connect, then write) waited behind every kept-alive answer, and
// their latency was the generator's (hundreds of ms against an empty server), not the server's.
// The thread runs this file, found from the project's folder as serve.mjs is: the browser tests
// load it through their compiler, which has no import.meta.
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
          const worker = new Worker(path.resolve("scripts/load-generator.mjs"), {
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
