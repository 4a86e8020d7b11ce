const events: string[] = []

// Stand-ins that record the order things happen in: loading sharp, and starting the images.
jest.mock("sharp", () => {
  events.push("sharp loaded")
  return {}
})
jest.mock("..", () => ({
  ogCacheDir: (directory: string) => `${directory}/.cache/og`,
  startOgImages: (pages: unknown[]) => events.push(`images started for ${pages.length} pages`),
}))

import type { GatsbyNode } from "gatsby"
import { onPostBootstrap } from "../early"

type Hook = (args: unknown) => Promise<void> | void
const run = (pages: unknown[]) =>
  (onPostBootstrap as NonNullable<GatsbyNode["onPostBootstrap"]> as unknown as Hook)({
    store: {
      getState: () => ({ pages: new Map(pages.map((page, i) => [String(i), page])), program: { directory: "/site" } }),
    },
  })

const nodeEnv = process.env.NODE_ENV
afterEach(() => {
  process.env.NODE_ENV = nodeEnv
  events.length = 0
  jest.resetModules()
})

describe("the preview images' start in a build", () => {
  it("loads sharp first, in every build, so libvips's variables are in the environment Gatsby compiles into the HTML renderer", async () => {
    process.env.NODE_ENV = "production"
    await run([])
    expect(events).toEqual(["sharp loaded", "images started for 0 pages"])
  })

  it("does nothing under the development server, which publishes no images", async () => {
    process.env.NODE_ENV = "development"
    await run([{ path: "/" }])
    expect(events).toEqual([])
  })
})
