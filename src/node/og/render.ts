import type satoriFunction from "satori"
import { OG_HEIGHT, OG_WIDTH, type OgCard } from "../../lib/og/card"
import { OG_FONT_FAMILY, OG_MIDDLE, ogFrameLayout, ogMiddleLayout, type OgElement } from "../../lib/og/layout"
import { croppedSvg, inkBox } from "../../lib/og/ink"
import { BACKGROUND_INDEX, ogPalette, paletteIndices, type Rgb } from "../../lib/og/palette"
import { putIndices, scanlines, scanlinesPng, type Scanlines } from "./png"
import type { OgSetup } from "./style"

type SatoriNode = Parameters<typeof satoriFunction>[0]

/**
 * A layout as satori draws it: an SVG with the text as paths (the image does not depend on the
 * fonts installed on the machine).
 */
async function svgOf(layout: OgElement, width: number, height: number, setup: OgSetup): Promise<string> {
  // Loaded on the first image, not with the build's code: most rebuilds render none, and
  // satori's layout engine alone costs every build process ~0.15 s to load.
  const { default: satori } = await import("satori")
  return satori(layout as unknown as SatoriNode, {
    width,
    height,
    fonts: setup.fonts.map(font => ({ name: OG_FONT_FAMILY, data: font.data, weight: font.weight, style: "normal" })),
  })
}

/**
 * An SVG as palette indices: sharp rasterises it with librsvg (measured faster than resvg-js on
 * the build machine), and each pixel takes the nearest colour of a palette made from the site's
 * colours.
 */
async function indicesOf(svg: string, width: number, height: number, palette: Rgb[]): Promise<Uint8Array> {
  const { default: sharp } = await import("sharp")
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  if (info.channels !== 3 || info.width !== width || info.height !== height)
    throw new Error(
      `Preview image: sharp rasterised ${info.width}×${info.height}×${info.channels}, not ${width}×${height}×3`,
    )
  return paletteIndices(data, palette)
}

/**
 * The frame of a site's cards (everything but the page's section and title) as PNG scanlines,
 * drawn once per process for each site title, host and colours: over half of a card's pixels,
 * and its header and footer text, are the same on every card. Its middle box is left as the
 * background, which is what the middle is drawn on.
 */
const frames = new Map<string, Promise<Scanlines>>()

function frameOf(card: OgCard, setup: OgSetup, palette: Rgb[]): Promise<Scanlines> {
  const key = JSON.stringify([card.siteTitle, card.host, setup.style])
  let frame = frames.get(key)
  if (!frame) {
    frame = (async () => {
      const svg = await svgOf(ogFrameLayout(card, setup.style.colours), OG_WIDTH, OG_HEIGHT, setup)
      const lines = scanlines(OG_WIDTH, OG_HEIGHT, palette.length)
      putIndices(lines, await indicesOf(svg, OG_WIDTH, OG_HEIGHT, palette), {
        x: 0,
        y: 0,
        width: OG_WIDTH,
        height: OG_HEIGHT,
      })
      const blank = new Uint8Array(OG_MIDDLE.width * OG_MIDDLE.height).fill(BACKGROUND_INDEX)
      putIndices(lines, blank, OG_MIDDLE)
      return lines
    })()
    frames.set(key, frame)
    frame.catch(() => frames.delete(key)) // a failed frame is drawn again by the next card
  }
  return frame
}

/**
 * One preview image: the site's frame with the card's middle (section and title) drawn into
 * its box, packed four bits a pixel as a palette PNG. A card is ~12 KB; without a palette it
 * is ~3 times larger. Drawing the middle alone, not the whole card, cut an image's CPU by about
 * a third (~19 → ~12 ms, 400 cards in a loop), most of a build's preview-image time; of the
 * middle, only the part its text covers is rasterised and mapped to the palette (inkBox), the
 * rest is background already, and the frame is kept as PNG rows, copied and written into:
 * 13.4 → 9.2 ms of CPU a card (300 cards in a loop, three alternations, the same bytes).
 */
export async function renderOgPng(card: OgCard, setup: OgSetup): Promise<Buffer> {
  const palette = ogPalette(setup.style.colours)
  const middle = async () => {
    const svg = await svgOf(ogMiddleLayout(card, setup.style.colours), OG_MIDDLE.width, OG_MIDDLE.height, setup)
    const ink = inkBox(svg, OG_MIDDLE.width, OG_MIDDLE.height)
    if (ink.width === 0 || ink.height === 0) return null
    const indices = await indicesOf(
      croppedSvg(svg, OG_MIDDLE.width, OG_MIDDLE.height, ink),
      ink.width,
      ink.height,
      palette,
    )
    return { indices, box: { ...ink, x: OG_MIDDLE.x + ink.x, y: OG_MIDDLE.y + ink.y } }
  }
  const [frame, drawn] = await Promise.all([frameOf(card, setup, palette), middle()])
  const lines = { ...frame, rows: Buffer.from(frame.rows) }
  if (drawn) putIndices(lines, drawn.indices, drawn.box)
  return scanlinesPng(lines, palette)
}
