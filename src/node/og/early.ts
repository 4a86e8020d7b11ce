import type { GatsbyNode } from "gatsby"
import { ogCacheDir, startOgImages, type OgPage } from "."

/**
 * Gatsby's onPostBootstrap runs once every page exists and just before webpack starts
 * bundling: the preview images start rendering there, in the background (./index.ts).
 */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = ({ store }) => {
  const { pages, program } = store.getState() as { pages: Map<string, OgPage>; program: { directory: string } }
  startOgImages([...pages.values()], ogCacheDir(program.directory))
}
