import { createBackoffLoader } from "../../../src/lib/retry/backoff"

const settle = () => new Promise(resolve => setTimeout(resolve, 0))

describe("a loader with a bounded retry", () => {
  it("loads once and keeps a success", async () => {
    const load = jest.fn(async () => "index")
    const get = createBackoffLoader(load)
    await expect(get()).resolves.toBe("index")
    await expect(get()).resolves.toBe("index")
    expect(load).toHaveBeenCalledTimes(1)
  })

  it("answers every call with the last failure until the wait has passed, then tries again", async () => {
    let time = 0
    const load = jest.fn(async () => {
      throw new Error("down")
    })
    const get = createBackoffLoader(load, () => time, [1000, 5000])
    for (let i = 0; i < 200; i += 1) await expect(get()).rejects.toThrow("down")
    expect(load).toHaveBeenCalledTimes(1)
    time = 999
    await get().catch(() => undefined)
    expect(load).toHaveBeenCalledTimes(1)
    time = 1000
    await get().catch(() => undefined)
    await settle()
    expect(load).toHaveBeenCalledTimes(2)
    time = 5999
    await get().catch(() => undefined)
    expect(load).toHaveBeenCalledTimes(2)
    time = 6000
    await get().catch(() => undefined)
    await settle()
    // The longest wait repeats: at most one request per wait, forever.
    time = 10_999
    await get().catch(() => undefined)
    expect(load).toHaveBeenCalledTimes(3)
  })

  it("recovers when a retry succeeds", async () => {
    let time = 0
    let up = false
    const get = createBackoffLoader(
      async () => {
        if (!up) throw new Error("down")
        return "index"
      },
      () => time,
      [1000],
    )
    await expect(get()).rejects.toThrow()
    up = true
    time = 1000
    await expect(get()).resolves.toBe("index")
  })
})
