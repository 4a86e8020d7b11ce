const started: { pages: number; cacheDir: string }[] = []

jest.mock("../../../src/node/og", () => ({
  ogCacheDir: (directory: string) => `${directory}/.cache/og`,
  startOgImages: (pages: unknown[], cacheDir: string) => started.push({ pages: pages.length, cacheDir }),
}))

import { startPreviewImages } from "../../../src/node/og/early"

const nodeEnv = process.env.NODE_ENV
afterEach(() => {
  process.env.NODE_ENV = nodeEnv
  started.length = 0
})

describe("the preview images' start in a build", () => {
  it("starts them for every page in a build, into the project's cache", () => {
    process.env.NODE_ENV = "production"
    startPreviewImages([{ path: "/" }, { path: "/store/" }], "/site")
    expect(started).toEqual([{ pages: 2, cacheDir: "/site/.cache/og" }])
  })

  it("does nothing under the development server, which publishes no images", () => {
    process.env.NODE_ENV = "development"
    startPreviewImages([{ path: "/" }], "/site")
    expect(started).toEqual([])
  })
})
