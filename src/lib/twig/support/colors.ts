/** Colour parsing and mixing for the colors filters. Channels are integers 0–255. */
import { asText, expected } from "./values"

export type Rgb = [number, number, number]

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i
const WHAT = 'a hex colour like "#2f9e44" or "#fa0"'

export function parseHex(name: string, value: unknown): Rgb {
  const text = asText(value)?.trim()
  const match = text === undefined ? null : HEX.exec(text)
  if (!match) return expected(name, WHAT, value)
  const digits = match[1].length === 3 ? match[1].replace(/./g, d => d + d) : match[1]
  return [0, 2, 4].map(i => parseInt(digits.slice(i, i + 2), 16)) as Rgb
}

export function toHex(rgb: Rgb): string {
  return `#${rgb.map(c => Math.round(c).toString(16).padStart(2, "0")).join("")}`
}

/** Moves each channel `percent` of the way towards `target` (255 = white, 0 = black). */
export function mix(rgb: Rgb, target: number, percent: number): Rgb {
  return rgb.map(c => Math.round(c + ((target - c) * percent) / 100)) as Rgb
}

/** WCAG 2.x relative luminance. */
export function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map(c => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}
