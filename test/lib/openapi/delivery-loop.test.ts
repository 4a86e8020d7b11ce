import { readFileSync } from "node:fs"
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import path from "node:path"
import { loadProduct } from "../../../src/node/product"

/**
 * Runs the reference delivery loop shown on the API introduction (content/api/samples/
 * delivery-loop.js, embedded in the page at build time) against an in-process stand-in of
 * the API that pages with has_more, throttles with 429 + Retry-After and fails once with 500.
 */
const FILE = path.resolve(__dirname, "../../../content/api/samples/delivery-loop.js")

interface Loop {
  createApi(options: { url: string; key: string; wait: (seconds: number) => Promise<void> }): Call
  deliver(
    call: Call,
    game: { runCommand(c: string, player: Player): Promise<Result>; isOnline(p: unknown): boolean },
  ): Promise<void>
}
type Player = ReturnType<typeof command>["player"]
type Call = (method: string, path: string, body?: unknown) => Promise<unknown>
type Result = { ok: true } | { ok: false; output?: string; retry?: boolean }
const loop = require(FILE) as Loop

const command = (id: number, requireOnline = false) => ({
  id,
  command: `say ${id}`,
  require_online: requireOnline,
  player: { name: `Player_${id}`, uuid: null, steam_id64: null, discord_id: null },
})

/** The queue: ids leave it when completed or failed without retry; 2 per page. */
function standIn(queue: ReturnType<typeof command>[], script: Record<string, number[]>) {
  const requests: string[] = []
  const reports: { command_ids: number[]; failed: { id: number; output: string; retry: boolean }[] }[] = []
  const calls: Record<string, number> = {}
  const send = (res: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { "Content-Type": "application/json", ...headers })
    res.end(body === undefined ? undefined : JSON.stringify(body))
  }
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let text = ""
    req.on("data", chunk => (text += chunk))
    req.on("end", () => {
      const route = `${req.method} ${req.url?.split("?")[0]}`
      requests.push(`${route} key=${req.headers["x-server-key"]}`)
      const n = (calls[route] = (calls[route] ?? 0) + 1)
      const scripted = script[route]?.[n - 1]
      if (scripted === 429)
        return send(res, 429, { error: { code: "rate_limited", message: "" } }, { "Retry-After": "7" })
      if (scripted === 500) return send(res, 500, { error: { code: "internal_error", message: "" } })
      if (route === "GET /server/commands/queue") {
        return send(res, 200, { commands: queue.slice(0, 2), has_more: queue.length > 2 })
      }
      const report = JSON.parse(text)
      reports.push(report)
      const done = [...report.command_ids, ...report.failed.map((f: { id: number }) => f.id)]
      queue.splice(0, queue.length, ...queue.filter(c => !done.includes(c.id)))
      send(res, 200, { completed: report.command_ids, failed: done, already_completed: [], unknown: [] })
    })
  })
  return { server, requests, reports }
}

const defaultRun = async (c: string): Promise<Result> =>
  c === "say 4" ? { ok: false, output: "x".repeat(5000), retry: true } : { ok: true }

async function run(queue: ReturnType<typeof command>[], script: Record<string, number[]>, runCommand = defaultRun) {
  const api = standIn(queue, script)
  await new Promise<void>(resolve => api.server.listen(0, "127.0.0.1", resolve))
  const url = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`
  const waits: number[] = []
  const ran: string[] = []
  const players: Player[] = []
  const call = loop.createApi({ url, key: "qfs_test", wait: async s => void waits.push(s) })
  try {
    await loop.deliver(call, {
      runCommand: async (c, player) => (ran.push(c), players.push(player), runCommand(c)),
      isOnline: () => false,
    })
  } finally {
    api.server.close()
  }
  return { ...api, waits, ran, players }
}

describe("the reference delivery loop", () => {
  it("runs every command once, completes it, follows has_more and backs off on 429 and 500", async () => {
    const queue = [command(1), command(2), command(3), command(4), command(5), command(6, true)]
    const script = { "POST /server/commands/complete": [429], "GET /server/commands/queue": [0, 500] }
    const sent = queue.slice(0, 5).map(c => c.player)
    const { ran, reports, waits, requests, players } = await run(queue, script)
    expect(ran).toEqual(["say 1", "say 2", "say 3", "say 4", "say 5"])
    // Each command's player goes with it (a FiveM plugin fills in the player's server ID from it).
    expect(players).toEqual(sent)
    expect(reports.flatMap(r => r.command_ids).sort()).toEqual([1, 2, 3, 5])
    expect(reports.flatMap(r => r.failed.map(f => [f.id, f.output.length]))).toEqual([[4, 2000]])
    // Retry-After honoured exactly; the 500 backs off 5 s shortened by up to half.
    expect(waits[0]).toBe(7)
    expect(waits[1]).toBeGreaterThanOrEqual(2.5)
    expect(waits[1]).toBeLessThanOrEqual(5)
    expect(waits).toHaveLength(2)
    // The offline player's command is never run and stays queued; the key is sent every time.
    expect(queue.map(c => c.id)).toEqual([6])
    expect(requests.every(r => r.endsWith("key=qfs_test"))).toBe(true)
  })

  it("reports a failure that comes without output or retry as a final failure with empty output", async () => {
    const { reports } = await run([command(1)], {}, async () => ({ ok: false }))
    expect(reports.flatMap(r => r.failed)).toEqual([{ id: 1, output: "", retry: false }])
  })

  it("reports a command whose runCommand throws as failed, with the error, and runs nothing twice", async () => {
    const queue = [command(1), command(2), command(3)]
    const { ran, reports } = await run(queue, {}, async c => {
      if (c === "say 2") throw new Error("console unavailable")
      return { ok: true }
    })
    expect(ran).toEqual(["say 1", "say 2", "say 3"])
    expect(reports.flatMap(r => r.command_ids)).toEqual([1, 3])
    expect(reports.flatMap(r => r.failed)).toEqual([{ id: 2, output: "console unavailable", retry: false }])
    expect(queue).toEqual([])
  })

  it("bounds the backoff at the documented maximum", async () => {
    const { waits, ran } = await run([command(1)], { "GET /server/commands/queue": Array(10).fill(500) })
    expect(ran).toEqual(["say 1"])
    const facts = loadProduct().facts as { api: { backoffMaxMinutes: number } }
    // 5, 10, 20 … s, doubling up to the cap, each shortened at random by up to half.
    const ceilings = waits.map((_, i) => Math.min(facts.api.backoffMaxMinutes * 60, 5 * 2 ** i))
    expect(waits.map((w, i) => w >= ceilings[i] / 2 && w <= ceilings[i])).toEqual(waits.map(() => true))
    expect(ceilings.at(-1)).toBe(facts.api.backoffMaxMinutes * 60)
  })

  it("states the product facts it hard-codes", () => {
    const text = readFileSync(FILE, "utf8")
    const product = loadProduct()
    const facts = product.facts as { plugin: Record<string, number>; api: Record<string, number> }
    expect(text).toContain(`|| "${product.urls.api}"`)
    expect(text).toContain(`POLL_SECONDS = ${facts.plugin.pollSeconds}\n`)
    expect(text).toContain(`MAX_BACKOFF_SECONDS = ${facts.api.backoffMaxMinutes * 60}\n`)
    expect(text).toContain(`OUTPUT_MAX_CHARS = ${facts.api.failedOutputMaxChars}\n`)
    expect(text).toContain(`limit=${facts.api.queueLimitDefault}"`)
  })
})
