import type { GatsbyNode } from "gatsby"
import { ogCacheDir, startOgImages, type OgPage } from "."

/**
 * Gatsby's onPostBootstrap runs once every page exists and just before webpack starts
 * bundling: the preview images start rendering there, in the background (./index.ts). Not under
 * `gatsby develop` (NODE_ENV "development", as Gatsby sets it there): the development server
 * publishes no images, and rendering them took CPU from its first bundle (~2.5 s of a cold start).
 */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({ store }) => {
  if (process.env.NODE_ENV === "development") return
  // Every build loads sharp here (~30 ms), before Gatsby makes its webpack configs, so every
  // build has the same environment: libvips sets VIPSHOME in the process when it first loads,
  // and Gatsby compiles every environment variable into the HTML renderer. A cold build, whose
  // images load sharp, and a warm one with no image to render differed by that variable, and the
  // first warm build after a cold one compiled the renderer again (~0.8 s, every page's HTML
  // re-rendered).
  await import("sharp")
  const { pages, program } = store.getState() as { pages: Map<string, OgPage>; program: { directory: string } }
  startOgImages([...pages.values()], ogCacheDir(program.directory))
}
