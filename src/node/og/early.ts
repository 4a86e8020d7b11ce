import type { GatsbyNode } from "gatsby"
import { ogCacheDir, startOgImages, type OgPage } from "."

/**
 * Gatsby's onPostBootstrap runs once every page exists and just before webpack starts
 * bundling: the preview images start rendering there, in the background (./index.ts). Not under
 * `gatsby develop` (NODE_ENV "development", as Gatsby sets it there): the development server
 * publishes no images, and rendering them took CPU from its first bundle (~2.5 s of a cold start).
 */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = ({ store }) => {
  if (process.env.NODE_ENV === "development") return
  const { pages, program } = store.getState() as { pages: Map<string, OgPage>; program: { directory: string } }
  startOgImages([...pages.values()], ogCacheDir(program.directory))
}
