import type satoriFunction from "satori"
import { OG_HEIGHT, OG_WIDTH, type OgCard } from "../../lib/og/card"
import { OG_FONT_FAMILY, ogLayout } from "../../lib/og/layout"
import { ogPalette, paletteIndices } from "../../lib/og/palette"
import { indexedPng } from "./png"
import type { OgSetup } from "./style"

type SatoriNode = Parameters<typeof satoriFunction>[0]

/**
 * Names how the pixels become a file (the palette of ../../lib/og/palette.ts, ./png.ts).
 * Part of the cache key (./style.ts): change it with either, and every image is made again.
 */
export const PNG_ENCODING = "site-colour palette 16, zlib 6"

/**
 * One preview image: satori lays the card out and writes an SVG with the text as paths (the
 * image does not depend on the fonts installed on the machine), sharp rasterises it with
 * librsvg (measured faster than resvg-js on the build machine), and each pixel takes the
 * nearest colour of a palette made from the site's colours, packed four bits a pixel. A card
 * is ~12 KB; without a palette it is ~3 times larger.
 */
export async function renderOgPng(card: OgCard, setup: OgSetup): Promise<Buffer> {
  // Loaded on the first image, not with the build's code: most rebuilds render none, and
  // satori's layout engine alone costs every build process ~0.15 s to load.
  const [{ default: satori }, { default: sharp }] = await Promise.all([import("satori"), import("sharp")])
  const svg = await satori(ogLayout(card, setup.style.colours) as unknown as SatoriNode, {
    width: OG_WIDTH,
    height: OG_HEIGHT,
    fonts: setup.fonts.map(font => ({ name: OG_FONT_FAMILY, data: font.data, weight: font.weight, style: "normal" })),
  })
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  if (info.channels !== 3 || info.width !== OG_WIDTH || info.height !== OG_HEIGHT)
    throw new Error(
      `Preview image: sharp rasterised ${info.width}×${info.height}×${info.channels}, not ${OG_WIDTH}×${OG_HEIGHT}×3`,
    )
  const palette = ogPalette(setup.style.colours)
  return indexedPng(paletteIndices(data, palette), OG_WIDTH, OG_HEIGHT, palette)
}
