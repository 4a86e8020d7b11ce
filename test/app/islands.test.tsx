import { Writable } from "node:stream"
import { renderToPipeableStream } from "react-dom/server"
import { island } from "../../src/app/island-component"
import { islandsReady } from "../../src/app/islands"

const interactive = (value: boolean) => {
  ;(global as { window?: unknown }).window = { questforgeInteractive: value }
}

/** What the HTML renderer writes: Gatsby renders with onAllReady, so suspended islands are awaited. */
const renderHtml = (element: React.ReactElement) =>
  new Promise<string>((resolve, reject) => {
    let html = ""
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString()
        done()
      },
      final(done) {
        resolve(html)
        done()
      },
    })
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(sink), onShellError: reject })
  })

function Greeting({ name }: { name: string }) {
  return <figure className="greeting">Hello, {name}</figure>
}

describe("islands", () => {
  afterEach(() => {
    delete (global as { window?: unknown }).window
  })

  it("are rendered in full in the HTML, inside a Suspense boundary", async () => {
    const load = jest.fn(() => Promise.resolve(Greeting))
    const Island = island(load, "figure")
    const html = await renderHtml(<Island name="Ada" />)
    expect(html).toBe('<!--$--><figure class="greeting">Hello, <!-- -->Ada</figure><!--/$-->')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it("do not hold up the first page: their code loads after it has hydrated", async () => {
    const load = jest.fn(() => Promise.resolve(Greeting))
    island(load, "figure")
    interactive(false)
    await islandsReady()
    expect(load).not.toHaveBeenCalled()
    interactive(true)
    await islandsReady()
    expect(load).toHaveBeenCalledTimes(1)
    await islandsReady()
    expect(load).toHaveBeenCalledTimes(1) // loaded once, kept
  })

  it("make a client navigation fail while their code cannot be fetched, and fetch it again on the next", async () => {
    interactive(true)
    await islandsReady() // islands registered by earlier tests are loaded
    const load = jest
      .fn<Promise<typeof Greeting>, []>()
      .mockRejectedValueOnce(new Error("ChunkLoadError"))
      .mockResolvedValueOnce(Greeting)
    island(load, "figure")
    await expect(islandsReady()).rejects.toThrow("ChunkLoadError")
    await expect(islandsReady()).resolves.toBeUndefined()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it("load only the islands a page uses, by name, when the page names them", async () => {
    interactive(true)
    await islandsReady() // islands registered by earlier tests are loaded
    const load = jest.fn<Promise<typeof Greeting>, []>().mockResolvedValue(Greeting)
    island(load, "figure", "Greeting")
    await islandsReady(new Set(["Note", "Tabs"]))
    expect(load).not.toHaveBeenCalled()
    await islandsReady(new Set(["Greeting"]))
    expect(load).toHaveBeenCalledTimes(1)
  })
})
