import type { OgColours } from "./card"

export type Rgb = readonly [number, number, number]

/** `#rgb` or `#rrggbb` (the only forms ./css-colours.ts lets through) as three bytes. */
export function hexRgb(hex: string): Rgb {
  const digits = hex.replace(/^#/, "")
  const full = digits.length === 3 ? [...digits].map(digit => digit + digit).join("") : digits
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`Not a hex colour: ${hex}`)
  const value = parseInt(full, 16)
  return [value >> 16, (value >> 8) & 255, value & 255]
}

/**
 * How many shades each colour drawn on the background gets, the colour itself included. The
 * card draws flat colours on one background (./layout.ts), so every pixel of its anti-aliased
 * edges lies between the background and one of these; the title's colour has the longest edges.
 * With the background and the border: 16 entries, four bits a pixel.
 */
const SHADES: [keyof OgColours, number][] = [
  ["text", 6],
  ["accent", 4],
  ["muted", 4],
]

/** The palette's first entry is the card's background (ogPalette). */
export const BACKGROUND_INDEX = 0

/**
 * The preview image's palette, fixed by the site's colours instead of searched for in every
 * image: quantising each card cost ~20 ms of CPU (over half of an image), and because the
 * card's colours are known, a fixed palette is also closer to the drawn pixels.
 */
export function ogPalette(colours: OgColours): Rgb[] {
  const background = hexRgb(colours.background)
  const palette: Rgb[] = [background, hexRgb(colours.border)]
  for (const [name, shades] of SHADES) {
    const colour = hexRgb(colours[name])
    for (let shade = 1; shade <= shades; shade++) {
      const mix = (channel: 0 | 1 | 2) =>
        Math.round(background[channel] + ((colour[channel] - background[channel]) * shade) / shades)
      palette.push([mix(0), mix(1), mix(2)])
    }
  }
  return palette
}

function nearest(palette: readonly Rgb[], red: number, green: number, blue: number): number {
  let best = 0
  let bestDistance = Infinity
  for (let index = 0; index < palette.length; index++) {
    const [r, g, b] = palette[index]
    const distance = (red - r) ** 2 + (green - g) ** 2 + (blue - b) ** 2
    if (distance < bestDistance) {
      bestDistance = distance
      best = index
    }
  }
  return best
}

/**
 * The palette index of each pixel of packed RGB (three bytes a pixel): the nearest entry.
 * A card has a few hundred distinct colours and long runs of one, so each distinct colour is
 * looked up once.
 */
export function paletteIndices(rgb: Uint8Array, palette: readonly Rgb[]): Uint8Array {
  if (rgb.length % 3 !== 0) throw new Error(`Packed RGB has a multiple of 3 bytes, not ${rgb.length}`)
  const indices = new Uint8Array(rgb.length / 3)
  const known = new Map<number, number>()
  let previous = -1
  let previousIndex = 0
  for (let pixel = 0, offset = 0; pixel < indices.length; pixel++, offset += 3) {
    const colour = (rgb[offset] << 16) | (rgb[offset + 1] << 8) | rgb[offset + 2]
    if (colour !== previous) {
      let index = known.get(colour)
      if (index === undefined) {
        index = nearest(palette, rgb[offset], rgb[offset + 1], rgb[offset + 2])
        known.set(colour, index)
      }
      previous = colour
      previousIndex = index
    }
    indices[pixel] = previousIndex
  }
  return indices
}
