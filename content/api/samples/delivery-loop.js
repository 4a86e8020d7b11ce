// The reference delivery loop for the Questforge API. Node.js 18 or later, no dependencies:
//   QF_SERVER_KEY=qfs_... node delivery-loop.js
// Replace runCommand and isOnline at the bottom with your game server's own calls.
"use strict"

const API_URL = process.env.QF_API_URL || "https://api.questforge.example/v1"
const POLL_SECONDS = 60
const MAX_BACKOFF_SECONDS = 300
const OUTPUT_MAX_CHARS = 2000

const sleep = seconds => new Promise(resolve => setTimeout(resolve, seconds * 1000))

// Retries 429 (after Retry-After), 5xx and network errors until the request gets through;
// throws on any other 4xx, which a retry cannot fix.
function createApi({ url = API_URL, key = process.env.QF_SERVER_KEY, wait = sleep } = {}) {
  const headers = { "X-Server-Key": key, "Content-Type": "application/json" }
  return async function call(method, path, body) {
    for (let attempt = 0; ; attempt++) {
      let res = null
      try {
        const init = { method, headers, body: body && JSON.stringify(body), signal: AbortSignal.timeout(10_000) }
        res = await fetch(url + path, init)
      } catch {
        // Timeout or network error: back off below.
      }
      if (res?.ok) return res.status === 204 ? null : res.json()
      if (res?.status === 429) {
        await wait(Number(res.headers.get("Retry-After")) || POLL_SECONDS)
        continue
      }
      if (res && res.status < 500) throw new Error(`${res.status} ${(await res.json()).error.code}`)
      // 5, 10, 20 … 300 s, each shortened at random by up to half, so servers do not retry in step.
      await wait(Math.min(MAX_BACKOFF_SECONDS, 5 * 2 ** attempt) * (0.5 + Math.random() / 2))
    }
  }
}

// { ok: true } or { ok: false, output?, retry? }. An exception in runCommand is a failure to
// report too: left out of the report, the command would come back and run again on the next poll.
async function runSafely(runCommand, text, player) {
  try {
    return await runCommand(text, player)
  } catch (error) {
    return { ok: false, output: String(error?.message ?? error) }
  }
}

// Runs each due command once and reports it, batch after batch while has_more is true.
async function deliver(call, { runCommand, isOnline }) {
  for (;;) {
    const { commands, has_more } = await call("GET", "/server/commands/queue?limit=50")
    const report = { command_ids: [], failed: [] }
    for (const command of commands) {
      if (command.require_online && !isOnline(command.player)) continue // stays queued
      const result = await runSafely(runCommand, command.command, command.player)
      if (result.ok) report.command_ids.push(command.id)
      else report.failed.push({ id: command.id, output: String(result.output ?? "").slice(0, OUTPUT_MAX_CHARS), retry: result.retry === true })
    }
    const reported = report.command_ids.length + report.failed.length
    // call() retries until the report arrives; ids reported twice come back in already_completed.
    if (reported > 0) await call("POST", "/server/commands/complete", report)
    // Every command skipped (player offline): fetching again now returns the same batch.
    if (!has_more || reported === 0) return
  }
}

async function main() {
  const call = createApi()
  const game = {
    runCommand: null, // replace: async (command, player) => { run it in the console; return { ok: true } }
    isOnline: null, // replace: is this player ({ name, uuid, steam_id64, discord_id }) on the server?
  }
  // Before the first poll: with no way to run commands, every command would be reported failed.
  if (!game.runCommand || !game.isOnline) throw new Error("replace runCommand and isOnline with your server's calls")
  for (;;) {
    try {
      await deliver(call, game)
    } catch (error) {
      console.error("Questforge:", error.message) // 401: check the key
    }
    await sleep(POLL_SECONDS)
  }
}

module.exports = { createApi, deliver }
if (require.main === module) main()
