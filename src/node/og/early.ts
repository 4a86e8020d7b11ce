import { ogCacheDir, startOgImages, type OgPage } from "."

/**
 * Starts the preview images as soon as createPages knows every page's card, before the pages
 * compile (./index.ts, startOgImages). Not under `gatsby develop` (NODE_ENV "development", as
 * Gatsby sets it there): the development server publishes no images, and rendering them took
 * CPU from its first bundle (~2.5 s of a cold start).
 *
 * sharp is loaded only in the early run's own process (and by the post-build step, after both
 * bundles, for any image that run left): libvips sets VIPSHOME in the process that loads it,
 * and Gatsby compiles every environment variable into the HTML renderer, so a build that loaded
 * sharp before webpack and one that did not would compile different renderers (a warm build
 * after a cold one re-rendered every page's HTML, ~0.8 s).
 */
export function startPreviewImages(pages: OgPage[], projectDir: string): void {
  if (process.env.NODE_ENV === "development") return
  startOgImages(pages, ogCacheDir(projectDir))
}
