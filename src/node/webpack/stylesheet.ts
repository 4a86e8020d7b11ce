import { existsSync, readFileSync } from "node:fs"
import path from "node:path"

/**
 * The file name of the browser bundle's global stylesheet (`styles.<hash>.css`), read from the
 * stats Gatsby writes into `public/` once the browser bundle is built, which is before the
 * HTML renderer's webpack config is made. Null when there are none (the first config of a
 * `gatsby develop`, or a stats file without the entry).
 *
 * Why the HTML renderer needs it: Gatsby 5 re-renders a page's HTML when its data or the
 * renderer changes, not when only the stylesheet does, and every page links the stylesheet by
 * its hashed name (src/app/linked-stylesheet.ts). With the name compiled into the renderer, a
 * changed stylesheet is a changed renderer, and every page is rendered again: a CSS-only edit
 * no longer leaves a warm build's pages on the previous stylesheet.
 */
export function builtStylesheet(publicDir: string): string | null {
  const file = path.join(publicDir, "webpack.stats.json")
  if (!existsSync(file)) return null
  const stats = JSON.parse(readFileSync(file, "utf8")) as {
    namedChunkGroups?: Record<string, { assets?: ({ name: string } | string)[] }>
  }
  const assets = stats.namedChunkGroups?.app?.assets ?? []
  const names = assets.map(asset => (typeof asset === "string" ? asset : asset.name))
  return names.find(name => /^styles\.[0-9a-f]+\.css$/.test(name)) ?? null
}
