import { LOCAL_WORKER_URL } from "../../lib/search/config"
import type { SearchRequest, SearchResult } from "../../lib/search/local-client"
import type { WorkerAnswer, WorkerRequest } from "../../lib/search/shards/protocol"

type Message = { type: "preload" } | { type: "search"; requests: SearchRequest[] }

/**
 * The embedded index, searched in a Web Worker (`/search-worker.js`) that fetches the pieces
 * of the index each query needs. A worker that cannot start (its script missing, blocked)
 * fails the searches waiting on it, and the next search starts a new one.
 */
export function createLocalBackend() {
  let worker: Worker | null = null
  let next = 0
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>()
  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error)
    pending.clear()
  }
  const start = () => {
    const started = new Worker(LOCAL_WORKER_URL)
    started.onmessage = ({ data }: MessageEvent<WorkerAnswer>) => {
      const waiting = pending.get(data.id)
      pending.delete(data.id)
      if ("error" in data) waiting?.reject(new Error(data.error))
      else waiting?.resolve(data.result)
    }
    started.onerror = event => {
      event.preventDefault()
      started.terminate()
      if (worker === started) worker = null
      failAll(new Error("The search worker could not start"))
    }
    return started
  }
  const call = (message: Message) =>
    new Promise<unknown>((resolve, reject) => {
      worker ??= start()
      const id = (next += 1)
      pending.set(id, { resolve, reject })
      worker.postMessage({ ...message, id } as WorkerRequest)
    })
  const client = {
    search: (requests: SearchRequest[]) => call({ type: "search", requests }) as Promise<{ results: SearchResult[] }>,
    preload: () => call({ type: "preload" }),
  }
  // `npm run bench` times queries through this exact client in Chromium.
  ;(window as unknown as { questforgeSearchClient?: typeof client }).questforgeSearchClient = client
  return client
}
