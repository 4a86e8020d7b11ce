import type satoriFunction from "satori"
import { OG_HEIGHT, OG_WIDTH, type OgCard } from "../../lib/og/card"
import { OG_FONT_FAMILY, ogLayout } from "../../lib/og/layout"
import type { OgSetup } from "./style"

type SatoriNode = Parameters<typeof satoriFunction>[0]

/**
 * 16 colours without dithering keep the anti-aliased text smooth (8 showed steps on the
 * edges) and the file near 10 KB; zlib level 6 measured 20 % less CPU than 9 for 4 % more
 * bytes. Part of the cache key (./style.ts): other settings give other files.
 */
export const PNG_OPTIONS = { palette: true, colours: 16, dither: 0, effort: 1, compressionLevel: 6 } as const

/**
 * One preview image: satori lays the card out and writes an SVG with the text as paths (the
 * image does not depend on the fonts installed on the machine), sharp rasterises it with
 * librsvg and packs it into a 16-colour palette PNG. Measured on the build machine against
 * resvg-js (README, "Link previews"): sharp rasterised faster, and it is needed for the
 * palette anyway; without the palette a card is ~3 times larger.
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
  return sharp(Buffer.from(svg)).removeAlpha().png(PNG_OPTIONS).toBuffer()
}
