import sharp from "sharp"
import type { Rgb } from "../../../src/lib/og/palette"
import { putIndices, scanlines, scanlinesPng } from "../../../src/node/og/png"

/** The PNG decoded by another library (sharp's libspng), as packed RGB. */
async function decoded(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  return { width: info.width, height: info.height, rgb: [...data] }
}

const grey = (level: number): Rgb => [level, level, level]

/** A palette PNG of one palette index a pixel, row by row. */
function indexedPng(indices: Uint8Array, width: number, height: number, palette: Rgb[]): Buffer {
  const lines = scanlines(width, height, palette.length)
  putIndices(lines, indices, { x: 0, y: 0, width, height })
  return scanlinesPng(lines, palette)
}

describe("palette PNG", () => {
  it("packs up to 16 colours four bits a pixel, an odd width included", async () => {
    const palette = Array.from({ length: 16 }, (_, index) => grey(index * 17))
    const indices = Uint8Array.from([0, 15, 7, 1, 2, 3, 14, 13, 12, 5, 5, 5])
    const png = indexedPng(indices, 3, 4, palette)
    expect(png[24]).toBe(4) // bit depth in IHDR
    expect(png[25]).toBe(3) // colour type: indexed
    expect(await decoded(png)).toEqual({ width: 3, height: 4, rgb: [...indices].flatMap(index => palette[index]) })
  })

  it("takes eight bits a pixel beyond 16 colours", async () => {
    const palette = Array.from({ length: 17 }, (_, index): Rgb => [index * 15, 255 - index * 15, 7])
    const indices = Uint8Array.from([16, 0, 8, 3])
    const png = indexedPng(indices, 2, 2, palette)
    expect(png[24]).toBe(8)
    expect(await decoded(png)).toEqual({ width: 2, height: 2, rgb: [...indices].flatMap(index => palette[index]) })
  })

  it("refuses indices that do not fill the picture and palettes PNG cannot hold", () => {
    expect(() => indexedPng(new Uint8Array(5), 3, 2, [grey(0)])).toThrow("3×2 pixels take 6 indices, not 5")
    expect(() => indexedPng(new Uint8Array(1), 1, 1, [])).toThrow("A PNG palette has 1–256 colours, not 0")
    const palette = Array.from({ length: 17 }, (_, index) => grey(index))
    expect(() => scanlinesPng(scanlines(1, 1, 16), palette)).toThrow(
      "Scanlines of 4 bits a pixel take 1–16 colours, not 17",
    )
  })
})
