import { createCurrentIndex, RECHECK_MS } from "../../../src/lib/search/shards/current-index"

describe("the index a tab searches", () => {
  it("keeps one manifest, and after a failed query takes a newer one at most every half minute", async () => {
    let time = 0
    let version = "aaaa1111"
    const fetchManifest = jest.fn(async () => ({ version }))
    const index = createCurrentIndex(
      fetchManifest,
      manifest => `source ${manifest.version}`,
      () => time,
    )
    expect(await index.get()).toBe("source aaaa1111")
    expect(await index.get()).toBe("source aaaa1111")
    expect(fetchManifest).toHaveBeenCalledTimes(1)
    version = "bbbb2222" // a deploy
    await index.failed() // too soon after the manifest was read: not asked again
    expect(fetchManifest).toHaveBeenCalledTimes(1)
    time += RECHECK_MS
    await index.failed()
    expect(await index.get()).toBe("source bbbb2222")
    await index.failed()
    await index.failed()
    expect(fetchManifest).toHaveBeenCalledTimes(2)
  })

  it("keeps the source it has when the manifest cannot be fetched again", async () => {
    let time = 0
    const fetchManifest = jest.fn().mockResolvedValueOnce({ version: "aaaa1111" }).mockRejectedValue(new Error("down"))
    const index = createCurrentIndex(
      fetchManifest,
      manifest => manifest.version,
      () => time,
    )
    await index.get()
    time += RECHECK_MS
    await index.failed()
    expect(await index.get()).toBe("aaaa1111")
  })
})
