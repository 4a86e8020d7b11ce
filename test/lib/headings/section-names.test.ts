import { headingAnchorName, tableRegionNamer } from "../../../src/lib/headings/section-names"

describe("section names", () => {
  it("names a heading's link after the heading", () => {
    expect(headingAnchorName(" Commands ")).toBe("Link to section Commands")
  })

  it("names each table region after its heading, numbering a second table under one heading", () => {
    const name = tableRegionNamer()
    expect(name(null)).toBe("Table, scrolls sideways")
    expect(name("Parameters")).toBe("Parameters, table, scrolls sideways")
    expect(name("Errors")).toBe("Errors, table, scrolls sideways")
    expect(name("Parameters")).toBe("Parameters, table 2, scrolls sideways")
    expect(name("  ")).toBe("Table 2, scrolls sideways")
  })

  it("starts again on every page", () => {
    tableRegionNamer()("Parameters")
    expect(tableRegionNamer()("Parameters")).toBe("Parameters, table, scrolls sideways")
  })
})
