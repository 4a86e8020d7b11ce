import path from "node:path"
import { Worker } from "node:worker_threads"
import { TIME_LIMIT_MESSAGE, TIME_LIMIT_MS } from "../../lib/playground/limits"

export interface TwigRequest {
  id: number
  source: string
}

export type TwigResult = { ok: true; html: string; log: string[] } | { ok: false; message: string; log: string[] }

export type TwigReply = TwigResult & { id: number }

export interface TwigRenderer {
  render(source: string): Promise<TwigResult>
  close(): Promise<void>
}

const WORKER_FILE = path.join(__dirname, "twig-worker.ts")
/** The worker is TypeScript like the rest of the server: tsx compiles it in the thread. */
const WORKER_OPTIONS = { execArgv: ["--require", require.resolve("tsx/cjs")] }

/**
 * Renders templates on a worker thread, one at a time, as the site's playground does: a render
 * that runs past the time limit (a loop to a billion, a regular expression that backtracks) ends
 * the thread, the caller gets the playground's message, and the next render starts a new thread.
 * The clock starts when the thread is ready, so loading the runtime never counts against it.
 */
export function createTwigRenderer(timeLimitMs = TIME_LIMIT_MS): TwigRenderer {
  let worker: Promise<Worker> | null = null
  let nextId = 0
  let queue: Promise<unknown> = Promise.resolve()

  const start = () =>
    new Promise<Worker>((resolve, reject) => {
      const thread = new Worker(WORKER_FILE, WORKER_OPTIONS)
      thread.unref()
      thread.once("message", () => resolve(thread))
      thread.once("error", reject)
      thread.once("exit", code => reject(new Error(`The render thread stopped while starting (exit code ${code}).`)))
    })

  const stop = async () => {
    const current = worker
    worker = null
    if (current) await (await current.catch(() => null))?.terminate()
  }

  const renderNow = async (source: string): Promise<TwigResult> => {
    worker ??= start()
    let thread: Worker
    try {
      thread = await worker
    } catch (error) {
      worker = null
      return { ok: false, message: `The template runtime could not be started: ${(error as Error).message}`, log: [] }
    }
    const id = (nextId += 1)
    return new Promise<TwigResult>(resolve => {
      const done = (result: TwigResult) => {
        clearTimeout(timer)
        thread.off("message", onMessage)
        thread.off("error", onError)
        resolve(result)
      }
      const onMessage = (reply: TwigReply) => {
        if (reply.id !== id) return
        const { id: _id, ...result } = reply
        done(result as TwigResult)
      }
      const onError = (error: Error) => {
        worker = null
        done({ ok: false, message: `The template could not be rendered: ${error.message}`, log: [] })
      }
      const timer = setTimeout(() => {
        void stop()
        done({ ok: false, message: TIME_LIMIT_MESSAGE, log: [] })
      }, timeLimitMs)
      thread.on("message", onMessage)
      thread.once("error", onError)
      thread.postMessage({ id, source } satisfies TwigRequest)
    })
  }

  return {
    render(source) {
      const result = queue.then(() => renderNow(source))
      queue = result.catch(() => undefined)
      return result
    },
    close: stop,
  }
}
