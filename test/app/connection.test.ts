import { allowsPrefetch } from "../../src/app/connection"

describe("allowsPrefetch", () => {
  it("prefetches when the browser says nothing about the connection", () => {
    expect(allowsPrefetch(undefined)).toBe(true)
  })

  it.each(["4g", "3g"])("prefetches on %s", effectiveType => {
    expect(allowsPrefetch({ effectiveType, saveData: false })).toBe(true)
  })

  it.each(["2g", "slow-2g"])("does not prefetch on %s", effectiveType => {
    expect(allowsPrefetch({ effectiveType })).toBe(false)
  })

  it("does not prefetch in data-saver mode, whatever the speed", () => {
    expect(allowsPrefetch({ effectiveType: "4g", saveData: true })).toBe(false)
  })
})
