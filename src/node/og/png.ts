import { crc32, deflateSync } from "node:zlib"
import type { Rgb } from "../../lib/og/palette"

/**
 * zlib level 4: against level 6, ~0.9 ms less CPU a card (8.6 against 9.6 ms, the whole render,
 * 300 cards in a loop, three alternations) for 4.6 % more bytes (11.7 against 11.2 KB), files
 * that only link previews fetch; level 9 took 7 times level 6's CPU for 4 % fewer bytes.
 */
const ZLIB_LEVEL = 4

/**
 * Names how the pixels become a file (the palette of ../../lib/og/palette.ts, this encoder).
 * Part of the cache key (./style.ts): change it with either, and every image is made again.
 */
export const PNG_ENCODING = `site-colour palette 16, zlib ${ZLIB_LEVEL}`

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const COLOUR_TYPE_INDEXED = 3

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length)
  out.writeUInt32BE(data.length, 0)
  out.write(type, 4, "latin1")
  data.copy(out, 8)
  // The CRC covers the chunk's type and data, not its length.
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length)
  return out
}

/**
 * A palette PNG's pixels as its scanlines: each row a filter byte (0, none: the filter the PNG
 * specification advises for palette images) and the row's palette indices, four bits a pixel up
 * to 16 colours, otherwise eight.
 */
export interface Scanlines {
  rows: Buffer
  width: number
  height: number
  depth: 4 | 8
  rowBytes: number
}

/** Blank scanlines (every pixel the palette's first colour) for a palette of `colours` entries. */
export function scanlines(width: number, height: number, colours: number): Scanlines {
  if (colours === 0 || colours > 256) throw new Error(`A PNG palette has 1–256 colours, not ${colours}`)
  const depth = colours <= 16 ? 4 : 8
  const rowBytes = depth === 4 ? Math.ceil(width / 2) : width
  return { rows: Buffer.alloc((rowBytes + 1) * height), width, height, depth, rowBytes }
}

/** Writes a block of palette indices (`box.width` a row) into the scanlines at the box's place. */
export function putIndices(
  lines: Scanlines,
  indices: Uint8Array,
  box: { x: number; y: number; width: number; height: number },
): void {
  if (indices.length !== box.width * box.height)
    throw new Error(`${box.width}×${box.height} pixels take ${box.width * box.height} indices, not ${indices.length}`)
  if (box.x < 0 || box.y < 0 || box.x + box.width > lines.width || box.y + box.height > lines.height)
    throw new Error(
      `The box ${box.width}×${box.height} at ${box.x},${box.y} is not inside ${lines.width}×${lines.height}`,
    )
  const { rows, rowBytes } = lines
  for (let y = 0; y < box.height; y++) {
    const row = (box.y + y) * (rowBytes + 1) + 1 // after the row's filter byte
    const first = y * box.width
    if (lines.depth === 8) {
      rows.set(indices.subarray(first, first + box.width), row + box.x)
      continue
    }
    let x = 0
    // A pixel that shares its byte with one left of the box: the byte's low half.
    if (box.x % 2 === 1 && box.width > 0) {
      const at = row + (box.x >> 1)
      rows[at] = (rows[at]! & 0xf0) | indices[first]!
      x = 1
    }
    // Then two pixels a byte, each byte written once (2.96 → 2.48 ms a card with the deflate,
    // against or-ing each pixel into its byte).
    for (let out = row + ((box.x + x) >> 1); x + 1 < box.width; x += 2, out++)
      rows[out] = (indices[first + x]! << 4) | indices[first + x + 1]!
    // A last pixel that shares its byte with one right of the box: the byte's high half.
    if (x < box.width) {
      const at = row + ((box.x + x) >> 1)
      rows[at] = (indices[first + x]! << 4) | (rows[at]! & 0x0f)
    }
  }
}

/**
 * The PNG of scanlines and their palette, written here rather than by sharp (which cannot take
 * a palette it did not choose) or a JavaScript PNG library (their deflate in JavaScript took 2.7
 * times the CPU of Node's zlib on a card).
 */
export function scanlinesPng(lines: Scanlines, palette: readonly Rgb[]): Buffer {
  if (palette.length === 0 || palette.length > 2 ** lines.depth)
    throw new Error(
      `Scanlines of ${lines.depth} bits a pixel take 1–${2 ** lines.depth} colours, not ${palette.length}`,
    )
  const header = Buffer.alloc(13)
  header.writeUInt32BE(lines.width, 0)
  header.writeUInt32BE(lines.height, 4)
  header[8] = lines.depth
  header[9] = COLOUR_TYPE_INDEXED // compression, filter method and interlace stay 0
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk("IHDR", header),
    chunk("PLTE", Buffer.from(palette.flat())),
    chunk("IDAT", deflateSync(lines.rows, { level: ZLIB_LEVEL })),
    chunk("IEND", Buffer.alloc(0)),
  ])
}
