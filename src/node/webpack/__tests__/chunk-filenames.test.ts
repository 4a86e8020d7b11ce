import { asyncChunkFilename } from "../chunk-filenames"

describe("async chunk file names", () => {
  it("leave page components and route buckets to the default pattern, which the runtime computes from the chunk id", () => {
    expect(asyncChunkFilename("component---src-templates-doc-tsx-content-file-path-content-docs-a-mdx")).toBeNull()
    expect(asyncChunkFilename("routes-0")).toBeNull()
    expect(asyncChunkFilename("routes-34")).toBeNull()
  })

  it("give every other async chunk a content-hashed name of its own", () => {
    expect(asyncChunkFilename("search-modal")).toBe("[name]-[contenthash].js")
    expect(asyncChunkFilename("live-twig")).toBe("[name]-[contenthash].js")
    expect(asyncChunkFilename(undefined)).toBe("[id]-[contenthash].js")
  })
})
