import sharp from "sharp"
import { OG_FONT_FAMILY, ogLayout } from "../../../src/lib/og/layout"
import { hexRgb, ogPalette, paletteIndices } from "../../../src/lib/og/palette"
import { renderOgPng } from "../../../src/node/og/render"
import { ogSetup } from "../../../src/node/og/style"

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

describe("a card drawn as the site's frame and the inked part of its middle", () => {
  it.each([
    ["a one-word title", "Coupons"],
    ["a two-line title", "Connect the plugin to your Minecraft server and deliver purchases"],
    [
      "a title cut to three lines",
      "Every setting of the store's checkout page, the payment gateways, the currencies, the taxes and the receipts it sends",
    ],
  ])(
    "has the pixels of the whole card drawn at once, with %s",
    async (_, title) => {
      const setup = ogSetup()
      const { default: satori } = await import("satori")
      const card = { ...CARD, title }
      const whole = await satori(ogLayout(card, setup.style.colours) as never, {
        width: 1200,
        height: 630,
        fonts: setup.fonts.map(font => ({
          name: OG_FONT_FAMILY,
          data: font.data,
          weight: font.weight,
          style: "normal",
        })),
      })
      const rgb = async (image: Buffer) => (await sharp(image).removeAlpha().raw().toBuffer()) as Buffer
      const palette = ogPalette(setup.style.colours)
      const expected = paletteIndices(await rgb(Buffer.from(whole)), palette)
      const actual = paletteIndices(await rgb(await renderOgPng(card, setup)), palette)
      let differing = 0
      for (let pixel = 0; pixel < expected.length; pixel++) if (expected[pixel] !== actual[pixel]) differing += 1
      expect(differing).toBe(0)
    },
    30_000,
  )
})
