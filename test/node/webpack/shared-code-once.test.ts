import { sharedCodeOnce } from "../../../src/node/webpack/shared-code-once"

describe("sharedCodeOnce", () => {
  it("lifts the size floor of Gatsby's shared cache group only", () => {
    const shared = { priority: 10, minChunks: 2, reuseExistingChunk: true }
    const framework = { name: "framework", priority: 40 }
    const result = sharedCodeOnce({ chunks: "all", minSize: 20000, cacheGroups: { framework, shared } })
    expect(result).toEqual({
      chunks: "all",
      minSize: 20000,
      cacheGroups: { framework, shared: { ...shared, minSize: 0 } },
    })
  })

  it("fails loudly when Gatsby's config has no shared group", () => {
    expect(() => sharedCodeOnce({ cacheGroups: {} })).toThrow(
      /no `shared` cache group: src\/node\/webpack\/shared-code-once\.ts relies on it/,
    )
    expect(() => sharedCodeOnce(false)).toThrow(/shared-code-once\.ts/)
  })
})
