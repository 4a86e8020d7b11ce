import { fetchTextUnlessStalled } from "../../../src/lib/retry/stalled-fetch"

/** A fetch whose body sends `chunks` one after another, `gapMs` apart, then stops or ends. */
function slowFetch(chunks: string[], gapMs: number, end: boolean): typeof fetch {
  return (async (_url: string, init?: RequestInit) => {
    const signal = init!.signal!
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        signal.addEventListener("abort", () => controller.error(signal.reason))
        for (const chunk of chunks) {
          await new Promise(resolve => setTimeout(resolve, gapMs))
          if (signal.aborted) return
          controller.enqueue(new TextEncoder().encode(chunk))
        }
        if (end) controller.close()
      },
    })
    return new Response(body, { status: 200 })
  }) as typeof fetch
}

describe("fetchTextUnlessStalled", () => {
  it("waits for a slow download that keeps arriving, longer in all than the stall limit", async () => {
    const text = await fetchTextUnlessStalled("/index.json", 60, slowFetch(["{", '"a"', ":1", "}"], 40, true))
    expect(text).toBe('{"a":1}')
  })

  it("fails once the body stops arriving", async () => {
    await expect(fetchTextUnlessStalled("/index.json", 60, slowFetch(["{", '"a"'], 10, false))).rejects.toThrow(
      /No data from \/index\.json/,
    )
  })

  it("fails when no answer comes at all, and on an error status", async () => {
    const never = ((_url: string, init?: RequestInit) =>
      new Promise((_resolve, reject) =>
        init!.signal!.addEventListener("abort", () => reject(init!.signal!.reason)),
      )) as typeof fetch
    await expect(fetchTextUnlessStalled("/index.json", 30, never)).rejects.toThrow(/No data/)
    const missing = (async () => new Response("gone", { status: 404 })) as typeof fetch
    await expect(fetchTextUnlessStalled("/index.json", 30, missing)).rejects.toThrow(/status 404/)
  })
})
