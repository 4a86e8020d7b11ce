import sharp from "sharp"
import { hexRgb, ogPalette } from "../../../lib/og/palette"
import { renderOgPng } from "../render"
import { ogSetup } from "../style"

const CARD = { title: "Coupons", section: "Store", siteTitle: "Questforge Docs", host: "docs.questforge.example" }

describe("a rendered preview image", () => {
  it("is drawn in the site's colours and nothing else", async () => {
    const setup = ogSetup()
    const { data, info } = await sharp(await renderOgPng(CARD, setup))
      .raw()
      .toBuffer({ resolveWithObject: true })
    expect([info.width, info.height, info.channels]).toEqual([1200, 630, 3])
    const pixel = (x: number, y: number) => [...data.subarray((y * 1200 + x) * 3, (y * 1200 + x) * 3 + 3)]
    expect(pixel(600, 5)).toEqual(hexRgb(setup.style.colours.accent)) // the bar along the top
    expect(pixel(600, 300)).toEqual(hexRgb(setup.style.colours.background))
    const palette = new Set(ogPalette(setup.style.colours).map(colour => colour.join()))
    const used = new Set<string>()
    for (let offset = 0; offset < data.length; offset += 3)
      used.add(`${data[offset]},${data[offset + 1]},${data[offset + 2]}`)
    expect([...used].filter(colour => !palette.has(colour))).toEqual([])
    // Text was drawn: anti-aliased edges use shades, not only the flat colours.
    expect(used.size).toBeGreaterThan(8)
  }, 30_000)
})
