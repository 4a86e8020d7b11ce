import type satoriFunction from "satori"
import { OG_HEIGHT, OG_WIDTH, type OgCard } from "../../lib/og/card"
import { OG_FONT_FAMILY, OG_MIDDLE, ogFrameLayout, ogMiddleLayout, type OgElement } from "../../lib/og/layout"
import { ogPalette, paletteIndices, type Rgb } from "../../lib/og/palette"
import { indexedPng } from "./png"
import type { OgSetup } from "./style"

type SatoriNode = Parameters<typeof satoriFunction>[0]

/**
 * Names how the pixels become a file (the palette of ../../lib/og/palette.ts, ./png.ts).
 * Part of the cache key (./style.ts): change it with either, and every image is made again.
 */
export const PNG_ENCODING = "site-colour palette 16, zlib 6"

/**
 * One layout drawn as palette indices: satori lays it out and writes an SVG with the text as
 * paths (the image does not depend on the fonts installed on the machine), sharp rasterises it
 * with librsvg (measured faster than resvg-js on the build machine), and each pixel takes the
 * nearest colour of a palette made from the site's colours.
 */
async function drawn(layout: OgElement, width: number, height: number, setup: OgSetup, palette: Rgb[]) {
  // Loaded on the first image, not with the build's code: most rebuilds render none, and
  // satori's layout engine alone costs every build process ~0.15 s to load.
  const [{ default: satori }, { default: sharp }] = await Promise.all([import("satori"), import("sharp")])
  const svg = await satori(layout as unknown as SatoriNode, {
    width,
    height,
    fonts: setup.fonts.map(font => ({ name: OG_FONT_FAMILY, data: font.data, weight: font.weight, style: "normal" })),
  })
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  if (info.channels !== 3 || info.width !== width || info.height !== height)
    throw new Error(
      `Preview image: sharp rasterised ${info.width}×${info.height}×${info.channels}, not ${width}×${height}×3`,
    )
  return paletteIndices(data, palette)
}

/**
 * The frame of a site's cards (everything but the page's section and title), drawn once per
 * process for each site title, host and colours: over half of a card's pixels, and its header
 * and footer text, are the same on every card.
 */
const frames = new Map<string, Promise<Uint8Array>>()

function frameOf(card: OgCard, setup: OgSetup, palette: Rgb[]): Promise<Uint8Array> {
  const key = JSON.stringify([card.siteTitle, card.host, setup.style])
  let frame = frames.get(key)
  if (!frame) {
    frame = drawn(ogFrameLayout(card, setup.style.colours), OG_WIDTH, OG_HEIGHT, setup, palette)
    frames.set(key, frame)
    frame.catch(() => frames.delete(key)) // a failed frame is drawn again by the next card
  }
  return frame
}

/**
 * One preview image: the site's frame with the card's middle (section and title) drawn into
 * its box, packed four bits a pixel as a palette PNG. A card is ~12 KB; without a palette it
 * is ~3 times larger. Drawing the middle alone, not the whole card, cut an image's CPU by about
 * a third (~19 → ~12 ms of CPU, 400 cards in a loop), most of a build's preview-image time.
 */
export async function renderOgPng(card: OgCard, setup: OgSetup): Promise<Buffer> {
  const palette = ogPalette(setup.style.colours)
  const [frame, middle] = await Promise.all([
    frameOf(card, setup, palette),
    drawn(ogMiddleLayout(card, setup.style.colours), OG_MIDDLE.width, OG_MIDDLE.height, setup, palette),
  ])
  const indices = Uint8Array.from(frame)
  for (let row = 0; row < OG_MIDDLE.height; row++)
    indices.set(
      middle.subarray(row * OG_MIDDLE.width, (row + 1) * OG_MIDDLE.width),
      (OG_MIDDLE.y + row) * OG_WIDTH + OG_MIDDLE.x,
    )
  return indexedPng(indices, OG_WIDTH, OG_HEIGHT, palette)
}
