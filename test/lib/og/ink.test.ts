import { croppedSvg, inkBox } from "../../../src/lib/og/ink"

const svg = (body: string) =>
  `<svg width="100" height="50" viewBox="0 0 100 50" xmlns="http://www.w3.org/2000/svg">` +
  `<mask id="m"><rect x="0" y="0" width="100" height="50" fill="#fff"/></mask>` +
  `<rect x="0" y="0" width="100" height="50" fill="#0f1117"/>${body}</svg>`

describe("inkBox", () => {
  it("holds every point of the paths, curves' control points included, with a margin for their edges", () => {
    const drawn = svg(
      '<g mask="url(#m)"><path fill="#fff" d="M10.6 20.3L30 20.3Q35.5 12 40 25Z"/></g><path fill="#f00" d="M50 30L60.2 31Z"/>',
    )
    expect(inkBox(drawn, 100, 50)).toEqual({ x: 8, y: 10, width: 55, height: 23 })
    expect(inkBox(drawn, 100, 50, 0)).toEqual({ x: 10, y: 12, width: 51, height: 19 })
  })

  it("stays inside the picture", () => {
    expect(inkBox(svg('<path d="M0.5 0.5L99.5 49.5Z"/>'), 100, 50)).toEqual({ x: 0, y: 0, width: 100, height: 50 })
  })

  it("is empty when only the background is drawn", () => {
    expect(inkBox(svg(""), 100, 50)).toEqual({ x: 0, y: 0, width: 0, height: 0 })
  })

  it.each([
    ["another element", '<circle cx="5" cy="5" r="2"/>'],
    ["a rect that is not the background", '<rect x="1" y="1" width="5" height="5" fill="#fff"/>'],
    ["a transformed path", '<path transform="rotate(3)" d="M1 1L2 2Z"/>'],
    ["a transformed group", '<g transform="translate(3 0)"><path d="M1 1L2 2Z"/></g>'],
    ["relative path commands", '<path d="M1 1l2 2Z"/>'],
    ["a horizontal line command", '<path d="M1 1H20Z"/>'],
  ])("is the whole picture when the SVG holds %s", (_, body) => {
    expect(inkBox(svg(body), 100, 50)).toEqual({ x: 0, y: 0, width: 100, height: 50 })
  })
})

describe("croppedSvg", () => {
  it("shows the box alone, the drawing moved by whole pixels", () => {
    const cropped = croppedSvg(svg('<path d="M10 20L30 40Z"/>'), 100, 50, { x: 8, y: 18, width: 24, height: 24 })
    expect(
      cropped.startsWith('<svg width="24" height="24" viewBox="8 18 24 24" xmlns="http://www.w3.org/2000/svg">'),
    ).toBe(true)
    expect(cropped.endsWith('<path d="M10 20L30 40Z"/></svg>')).toBe(true)
  })

  it("refuses an SVG of another size", () => {
    expect(() => croppedSvg(svg(""), 200, 50, { x: 0, y: 0, width: 1, height: 1 })).toThrow(
      "Not a satori SVG of 200×50",
    )
  })
})
