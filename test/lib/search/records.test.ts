import { recordsFromPage, type PageBlocks } from "../../../src/lib/search/records"

function createPage(overrides: Partial<PageBlocks> = {}): PageBlocks {
  return {
    path: "/store/products",
    docTag: "docs",
    section: "Store",
    title: "Products",
    blocks: [
      { kind: "text", text: "A product is something players buy." },
      { kind: "heading", level: 2, id: "commands", text: "Commands" },
      { kind: "text", text: "Each command row has a Run setting." },
      { kind: "heading", level: 3, id: "placeholders", text: "Placeholders" },
      { kind: "text", text: "{player} is the in-game name." },
      { kind: "heading", level: 2, id: "related", text: "Related" },
    ],
    ...overrides,
  }
}

describe("recordsFromPage", () => {
  const records = recordsFromPage(createPage())

  it("starts with the page record, linked to the page itself", () => {
    expect(records[0]).toMatchObject({ type: "lvl1", url: "/store/products", content: null, weight: 1 })
    expect(records[0].hierarchy).toMatchObject({ lvl0: "Store", lvl1: "Products", lvl2: null })
  })

  it("gives the page record the page's description, when it has one", () => {
    const described = recordsFromPage({ ...createPage(), description: "Sell  ranks and items." })
    expect(described[0]).toMatchObject({ type: "lvl1", url: "/store/products", content: "Sell ranks and items." })
  })

  it("files text under the headings above it, with the anchor in the URL", () => {
    const placeholder = records.find(r => r.content === "{player} is the in-game name.")!
    expect(placeholder.hierarchy).toMatchObject({
      lvl0: "Store",
      lvl1: "Products",
      lvl2: "Commands",
      lvl3: "Placeholders",
    })
    expect(placeholder.url).toBe("/store/products#placeholders")
    expect(placeholder.type).toBe("content")
  })

  it("clears deeper levels when a shallower heading starts", () => {
    const related = records.find(r => r.type === "lvl2" && r.hierarchy.lvl2 === "Related")!
    expect(related.hierarchy.lvl3).toBeNull()
    expect(related.url).toBe("/store/products#related")
  })

  it("gives every record a stable, unique id and the language and doc tag filters", () => {
    const again = recordsFromPage(createPage())
    expect(again.map(r => r.objectID)).toEqual(records.map(r => r.objectID))
    expect(new Set(records.map(r => r.objectID)).size).toBe(records.length)
    expect(records.every(r => r.language === "en" && r.docTag === "docs")).toBe(true)
  })

  it("shortens very long text and skips empty blocks", () => {
    const long = recordsFromPage(
      createPage({
        blocks: [
          { kind: "text", text: "word ".repeat(400) },
          { kind: "text", text: " " },
        ],
      }),
    )
    expect(long).toHaveLength(2)
    expect(long[1].content!.length).toBeLessThanOrEqual(800)
    expect(long[1].content!.endsWith("…")).toBe(true)
  })

  it("joins the text under one heading into records of at most 800 characters", () => {
    const blocks = Array.from({ length: 24 }, (_, i) => ({
      kind: "text" as const,
      text: `Paragraph ${i} ${"x".repeat(60)}`,
    }))
    const joined = recordsFromPage(createPage({ blocks }))
    const content = joined.filter(r => r.type === "content")
    expect(content.length).toBe(3)
    expect(content.every(r => r.content!.length <= 800)).toBe(true)
    expect(content.map(r => r.content).join(" ")).toContain("Paragraph 23")
  })
})
