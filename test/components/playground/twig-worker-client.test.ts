import { TIME_LIMIT_MESSAGE } from "../../../src/lib/playground/limits"
import type { LiveResult } from "../../../src/components/playground/twig-runtime"
import {
  RuntimeUnavailable,
  TwigWorkerClient,
  type RenderRequest,
  type WorkerLike,
} from "../../../src/components/playground/twig-worker-client"

/** A worker stand-in: the test says when it has loaded and when it answers. */
class FakeWorker implements WorkerLike {
  onmessage: WorkerLike["onmessage"] = null
  onerror: WorkerLike["onerror"] = null
  received: RenderRequest[] = []
  terminated = false
  postMessage(message: RenderRequest) {
    this.received.push(message)
  }
  terminate() {
    this.terminated = true
  }
  loaded() {
    this.onmessage?.({ data: { ready: true } } as MessageEvent)
  }
  answer(index: number, html: string) {
    const { id } = this.received[index]
    const result: LiveResult = { ok: true, preview: html, output: html, log: [] }
    this.onmessage?.({ data: { id, result } } as MessageEvent)
  }
}

function setup() {
  const workers: FakeWorker[] = []
  const client = new TwigWorkerClient(
    () => {
      const worker = new FakeWorker()
      workers.push(worker)
      return worker
    },
    1000,
    30_000,
  )
  return { client, workers }
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

test("sends a template once the worker has loaded and resolves with its answer", async () => {
  const { client, workers } = setup()
  const result = client.render("{{ 1 }}")
  expect(workers).toHaveLength(1)
  expect(workers[0].received).toEqual([])
  workers[0].loaded()
  expect(workers[0].received.map(r => r.source)).toEqual(["{{ 1 }}"])
  workers[0].answer(0, "1")
  await expect(result).resolves.toMatchObject({ ok: true, output: "1" })
})

test("a render past the time limit stops the worker, answers with the limit's message, and the next starts afresh", async () => {
  const { client, workers } = setup()
  workers.length = 0
  const slow = client.render("{% for i in 1..100000000 %}{% endfor %}")
  workers[0].loaded()
  jest.advanceTimersByTime(999)
  expect(workers[0].terminated).toBe(false)
  jest.advanceTimersByTime(1)
  expect(workers[0].terminated).toBe(true)
  await expect(slow).resolves.toEqual({ ok: false, message: TIME_LIMIT_MESSAGE, log: [] })

  const next = client.render("ok")
  expect(workers).toHaveLength(2)
  workers[1].loaded()
  workers[1].answer(0, "ok")
  await expect(next).resolves.toMatchObject({ output: "ok" })
})

test("while one template renders, only the newest waiting one is kept", async () => {
  const { client, workers } = setup()
  const first = client.render("a")
  workers[0].loaded()
  const second = client.render("ab")
  const third = client.render("abc")
  await expect(second).resolves.toBeUndefined()
  workers[0].answer(0, "a")
  await expect(first).resolves.toMatchObject({ output: "a" })
  expect(workers[0].received.map(r => r.source)).toEqual(["a", "abc"])
  workers[0].answer(1, "abc")
  await expect(third).resolves.toMatchObject({ output: "abc" })
})

test("an answer from a stopped render never reaches a later template", async () => {
  const { client, workers } = setup()
  const slow = client.render("slow")
  workers[0].loaded()
  jest.advanceTimersByTime(1000)
  await slow
  const next = client.render("next")
  workers[1].loaded()
  // The first worker is terminated; even if a message of its had been queued, it is ignored.
  workers[0].answer(0, "stale")
  workers[1].answer(0, "next")
  await expect(next).resolves.toMatchObject({ output: "next" })
})

test("a worker that cannot load rejects what waits with RuntimeUnavailable; a later edit tries again", async () => {
  const { client, workers } = setup()
  const loading = client.load()
  const result = client.render("x")
  workers[0].onerror?.(new Event("error"))
  await expect(loading).rejects.toBeInstanceOf(RuntimeUnavailable)
  await expect(result).rejects.toBeInstanceOf(RuntimeUnavailable)
  expect(workers[0].terminated).toBe(true)
  const again = client.render("y")
  expect(workers).toHaveLength(2)
  workers[1].loaded()
  workers[1].answer(0, "y")
  await expect(again).resolves.toMatchObject({ output: "y" })
})

test("a worker that never finishes loading counts as unavailable after the load limit", async () => {
  const { client, workers } = setup()
  const loading = client.load()
  jest.advanceTimersByTime(30_000)
  await expect(loading).rejects.toBeInstanceOf(RuntimeUnavailable)
  expect(workers[0].terminated).toBe(true)
})
