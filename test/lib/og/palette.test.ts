import { hexRgb, ogPalette, paletteIndices, type Rgb } from "../../../src/lib/og/palette"

const COLOURS = { background: "#0f1117", border: "#2a2f3d", text: "#e6e8ef", muted: "#a3a9b8", accent: "#f5b642" }

describe("the preview image's palette", () => {
  it("reads both hex forms the stylesheet check lets through", () => {
    expect(hexRgb("#0f1117")).toEqual([15, 17, 23])
    expect(hexRgb("#FFF")).toEqual([255, 255, 255])
    expect(() => hexRgb("rgb(1,2,3)")).toThrow("Not a hex colour: rgb(1,2,3)")
  })

  it("holds the background, the border and every drawn colour exactly, in 16 entries", () => {
    const palette = ogPalette(COLOURS)
    expect(palette).toHaveLength(16)
    expect(palette[0]).toEqual(hexRgb(COLOURS.background))
    expect(palette[1]).toEqual(hexRgb(COLOURS.border))
    for (const colour of [COLOURS.text, COLOURS.accent, COLOURS.muted]) expect(palette).toContainEqual(hexRgb(colour))
  })

  it("fills the rest with shades between the background and each drawn colour, for anti-aliased edges", () => {
    const palette = ogPalette(COLOURS)
    // Half-way between the background and the text: the third of the text's six shades.
    expect(palette).toContainEqual([Math.round((15 + 230) / 2), Math.round((17 + 232) / 2), Math.round((23 + 239) / 2)])
    const background = hexRgb(COLOURS.background)
    for (const shade of palette.slice(2)) {
      // Every shade is brighter than the background on this dark theme, none is repeated.
      expect(shade.reduce((sum, channel) => sum + channel, 0)).toBeGreaterThan(
        background[0] + background[1] + background[2],
      )
    }
    expect(new Set(palette.map(colour => colour.join()))).toHaveProperty("size", 16)
  })
})

describe("palette indices of a picture", () => {
  const palette: Rgb[] = [
    [0, 0, 0],
    [255, 255, 255],
    [200, 0, 0],
  ]
  const pixels = (...colours: Rgb[]) => Uint8Array.from(colours.flat())

  it("gives each pixel the nearest entry, through runs and back", () => {
    const picture = pixels(
      [0, 0, 0],
      [0, 0, 0],
      [250, 240, 250],
      [190, 20, 10],
      [190, 20, 10],
      [30, 10, 0],
      [255, 255, 255],
    )
    expect([...paletteIndices(picture, palette)]).toEqual([0, 0, 1, 2, 2, 0, 1])
  })

  it("refuses bytes that are not whole RGB pixels", () => {
    expect(() => paletteIndices(new Uint8Array(4), palette)).toThrow("Packed RGB has a multiple of 3 bytes, not 4")
  })
})
