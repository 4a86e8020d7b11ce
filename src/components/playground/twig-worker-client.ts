import { TIME_LIMIT_MESSAGE, TIME_LIMIT_MS } from "../../lib/playground/limits"
import type { LiveResult } from "./twig-runtime"

export interface RenderRequest {
  id: number
  source: string
}
export interface RenderReply {
  id: number
  result: LiveResult
}

/** The part of a Worker the client uses, so tests can hand it a stand-in. */
export interface WorkerLike {
  postMessage(message: RenderRequest): void
  terminate(): void
  onmessage: ((event: MessageEvent<RenderReply | { ready: true }>) => void) | null
  onerror: ((event: Event) => void) | null
}

/** The worker's code could not be loaded (a deploy removed it, or the connection dropped). */
export class RuntimeUnavailable extends Error {}

interface Job {
  source: string
  resolve: (result: LiveResult | undefined) => void
  reject: (error: Error) => void
}

/** How long the worker may take to load before the runtime counts as unavailable. */
const LOAD_LIMIT_MS = 30_000

/**
 * Renders templates in a worker, one at a time, with a time limit: a render that runs past
 * it has its worker stopped (a worker's loop cannot be interrupted any other way) and
 * answers with a clear message; the next render starts a fresh worker. While one render
 * runs, only the newest waiting template is kept: older ones resolve to `undefined`
 * (the reader has typed past them).
 */
export class TwigWorkerClient {
  private worker: WorkerLike | null = null
  private ready = false
  private running: (Job & { id: number }) | null = null
  private waiting: Job | null = null
  private nextId = 1
  private timer: ReturnType<typeof setTimeout> | undefined
  private loaded: { promise: Promise<void>; resolve: () => void; reject: (error: Error) => void } | null = null

  constructor(
    private readonly spawn: () => WorkerLike,
    private readonly timeLimit = TIME_LIMIT_MS,
    private readonly loadLimit = LOAD_LIMIT_MS,
  ) {}

  /** Resolves when a worker has loaded the runtime; rejects with RuntimeUnavailable if it cannot. */
  load(): Promise<void> {
    if (!this.worker) this.start()
    return this.loaded!.promise
  }

  render(source: string): Promise<LiveResult | undefined> {
    return new Promise((resolve, reject) => {
      this.waiting?.resolve(undefined)
      this.waiting = { source, resolve, reject }
      this.pump()
    })
  }

  private pump() {
    if (this.running || !this.waiting) return
    if (!this.worker) this.start()
    if (!this.ready) return
    const job = { ...this.waiting, id: this.nextId++ }
    this.waiting = null
    this.running = job
    this.timer = setTimeout(() => this.stop({ ok: false, message: TIME_LIMIT_MESSAGE, log: [] }), this.timeLimit)
    this.worker!.postMessage({ id: job.id, source: job.source })
  }

  private start() {
    const worker = this.spawn()
    this.worker = worker
    this.ready = false
    let settle!: Pick<NonNullable<typeof this.loaded>, "resolve" | "reject">
    const promise = new Promise<void>((resolve, reject) => (settle = { resolve, reject }))
    promise.catch(() => undefined) // reported to whoever waits on it, never unhandled
    this.loaded = { promise, ...settle }
    this.timer = setTimeout(() => this.fail(worker), this.loadLimit)
    worker.onerror = () => this.fail(worker)
    worker.onmessage = event => {
      if ("ready" in event.data) {
        clearTimeout(this.timer)
        this.ready = true
        this.loaded?.resolve()
        this.pump()
        return
      }
      const job = this.running
      if (!job || event.data.id !== job.id) return
      clearTimeout(this.timer)
      this.running = null
      job.resolve(event.data.result)
      this.pump()
    }
  }

  /** Time is up: the worker is stopped mid-render and the template's answer is the limit's message. */
  private stop(result: LiveResult) {
    const job = this.running
    this.discardWorker()
    job?.resolve(result)
    this.pump()
  }

  private fail(worker: WorkerLike) {
    if (worker !== this.worker) return
    this.discardWorker()
    const error = new RuntimeUnavailable("The playground worker could not be loaded")
    this.loaded?.reject(error)
    this.loaded = null
    for (const job of [this.running, this.waiting]) job?.reject(error)
    this.running = null
    this.waiting = null
  }

  private discardWorker() {
    clearTimeout(this.timer)
    this.worker?.terminate()
    this.worker = null
    this.ready = false
    this.running = null
  }
}
