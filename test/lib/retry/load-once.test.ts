import { loadOnce } from "../../../src/lib/retry/load-once"

describe("loadOnce", () => {
  it("loads once and hands every caller the same result", async () => {
    const load = jest.fn(async () => "module")
    const get = loadOnce(load)
    expect(await Promise.all([get(), get()])).toEqual(["module", "module"])
    expect(await get()).toBe("module")
    expect(load).toHaveBeenCalledTimes(1)
  })

  it("forgets a failed attempt, so the next call tries again", async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error("chunk gone")).mockResolvedValueOnce("module")
    const get = loadOnce(load as () => Promise<string>)
    await expect(get()).rejects.toThrow("chunk gone")
    expect(await get()).toBe("module")
    expect(load).toHaveBeenCalledTimes(2)
  })
})
