/** A box of whole pixels. */
export interface Box {
  x: number
  y: number
  width: number
  height: number
}

// Where a satori SVG draws: its paths (text as outlines). Masks only clip what is drawn, and the
// one rect outside them is the background the whole box is filled with.
const MASK = /<mask\b[\s\S]*?<\/mask>/g
const TAG = /<(\/?)([a-zA-Z]+)([^>]*)>/g
const PATH_DATA = /\sd="([^"]*)"/
const NUMBER = /-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi
// Absolute moves, lines and curves: every number is one of an x, y pair.
const PAIRED_COMMANDS = /^[MLQCZ\d\s.,eE+-]*$/

/**
 * The part of a satori SVG of `width` × `height` pixels that holds everything drawn on its
 * background: the bounds of its paths' points (a curve's control points included, so the box
 * holds the curve), widened by `margin` pixels for anti-aliased edges. Rasterising that part alone costs a fraction of the whole:
 * a card's title takes a band of its box. An empty box when nothing is drawn; the whole box
 * when the SVG holds anything this does not know (another element, a transform, relative path
 * commands).
 */
export function inkBox(svg: string, width: number, height: number, margin = 2): Box {
  const whole = { x: 0, y: 0, width, height }
  let minX = Infinity
  let minY = Infinity
  let maxX = -Infinity
  let maxY = -Infinity
  for (const [, closing, name, attributes] of svg.replace(MASK, "").matchAll(TAG)) {
    if (closing || name === "svg" || (name === "g" && !/\stransform=/.test(attributes!))) continue
    if (name === "rect") {
      const full = new RegExp(`^ x="0" y="0" width="${width}" height="${height}" fill="[^"]*"/$`)
      if (full.test(attributes!)) continue
      return whole
    }
    if (name !== "path" || /\stransform=/.test(attributes!)) return whole
    const data = PATH_DATA.exec(attributes!)?.[1]
    if (data === undefined || !PAIRED_COMMANDS.test(data)) return whole
    const numbers = data.match(NUMBER)?.map(Number) ?? []
    if (numbers.length % 2 !== 0) return whole
    for (let at = 0; at < numbers.length; at += 2) {
      minX = Math.min(minX, numbers[at]!)
      maxX = Math.max(maxX, numbers[at]!)
      minY = Math.min(minY, numbers[at + 1]!)
      maxY = Math.max(maxY, numbers[at + 1]!)
    }
  }
  if (minX === Infinity) return { x: 0, y: 0, width: 0, height: 0 }
  const x = Math.max(0, Math.floor(minX) - margin)
  const y = Math.max(0, Math.floor(minY) - margin)
  const right = Math.min(width, Math.ceil(maxX) + margin)
  const bottom = Math.min(height, Math.ceil(maxY) + margin)
  if (right <= x || bottom <= y) return { x: 0, y: 0, width: 0, height: 0 }
  return { x: x, y, width: right - x, height: bottom - y }
}

/** The same SVG showing only `box`: the same drawing, moved by whole pixels, so the same pixels. */
export function croppedSvg(svg: string, width: number, height: number, box: Box): string {
  const root = `<svg width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`
  if (!svg.startsWith(root)) throw new Error(`Not a satori SVG of ${width}×${height}: ${svg.slice(0, 80)}`)
  return `<svg width="${box.width}" height="${box.height}" viewBox="${box.x} ${box.y} ${box.width} ${box.height}"${svg.slice(root.length)}`
}
