// `npm run bench -- --load`: scripts/serve.mjs under bounded load on loopback. N connections
// (200) for S seconds (20) over what readers fetch: page HTML, page data, JS chunks and the
// search index's shards, compressed as browsers ask, one request in five revalidated with its
// ETag (./load-generator.mjs). Three connections in four are kept alive; the rest open a new
// connection per request.
// Prints requests/s, latency percentiles and errors (any answer but 200 or 304, any socket
// error), with the load average the figures depend on. Also used by the fault matrix
// (e2e/fault-matrix-load.spec.ts), shorter, while a reader navigates.
import { spawn } from "node:child_process"
import { readdirSync, readFileSync } from "node:fs"
import { loadavg } from "node:os"
import path from "node:path"
import { MIX, runLoad } from "./load-generator.mjs"

export { runLoad }

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

/** Prints a load run as `npm run bench -- --load` shows it. */
export function reportLoad(result) {
  const { connections } = result
  const ms = value => `${value.toFixed(0)} ms`
  const line = r => `p50 ${ms(r.p50)}, p95 ${ms(r.p95)}, p99 ${ms(r.p99)}, max ${ms(r.max)} (${r.requests} requests)`
  console.log(
    `serve.mjs under load: ${connections} connections for ${result.seconds.toFixed(0)} s on loopback ` +
      `(${Math.round(result.newConnectionShare * 100)} % of them a new connection per request)`,
  )
  console.log(
    `load average before / after (1, 5, 15 min): ${result.loadAverage.before.join(" ")} / ${result.loadAverage.after.join(" ")}`,
  )
  console.log(`requests/s      ${result.requestsPerSecond.toFixed(0)}`)
  console.log(`latency         ${line(result)}`)
  for (const [kind, r] of Object.entries({ ...result.byKind, ...result.byConnection }))
    console.log(`  ${kind.padEnd(14)}${line(r)}`)
  console.log(
    `errors          ${result.errors}${result.errorSamples.length ? `: ${result.errorSamples.join("; ")}` : ""}`,
  )
  console.log(
    `server          ${result.serverCrashed ? "CRASHED" : "up"}, RSS ${result.serverRssMb.start} → ${result.serverRssMb.end} MB`,
  )
  console.log(
    `floor (empty server, same load, ${result.floor.seconds.toFixed(0)} s): ${result.floor.requestsPerSecond.toFixed(0)} requests/s, ${line(result.floor)}`,
  )
  console.log(`target p99 ≤ 200 ms: ${result.p99 <= 200 ? "met" : "missed"}`)
}
