import { currentSection, tocEntry, tocFromHast, tocIds, type TocHastNode } from "../../src/lib/toc"

const text = (value: string): TocHastNode => ({ type: "text", value })
const heading = (tag: string, id: string | undefined, ...children: TocHastNode[]): TocHastNode => ({
  type: "element",
  tagName: tag,
  properties: id ? { id } : {},
  children,
})
const root = (...children: TocHastNode[]): TocHastNode => ({ type: "root", children })

describe("tocFromHast", () => {
  it("nests each h3 under the h2 before it and drops deeper levels", () => {
    const tree = root(
      heading("h2", "setup", text("Setup")),
      { type: "element", tagName: "p", children: [text("Intro")] },
      heading("h3", "keys", text("API "), { type: "element", tagName: "code", children: [text("keys")] }),
      heading("h4", "deep", text("Deep")),
      heading("h2", "related", text("Related")),
    )
    expect(tocFromHast(tree)).toEqual([
      { id: "setup", title: "Setup", items: [{ id: "keys", title: "API keys", items: [] }] },
      { id: "related", title: "Related", items: [] },
    ])
  })

  it("lists an h3 before any h2 at the top level and skips headings without an id", () => {
    const tree = root(heading("h3", "first", text("First")), heading("h2", undefined, text("No id")))
    expect(tocFromHast(tree)).toEqual([{ id: "first", title: "First", items: [] }])
  })

  it("finds headings inside components (tabs, admonitions)", () => {
    const tree = root({ type: "mdxJsxFlowElement", children: [heading("h2", "inside", text("Inside"))] })
    expect(tocFromHast(tree)).toEqual([{ id: "inside", title: "Inside", items: [] }])
  })

  it("returns nothing for a page without headings", () => {
    expect(tocFromHast(root())).toEqual([])
  })
})

describe("the current section", () => {
  const entries = [
    { id: "setup", title: "Setup", items: [{ id: "keys", title: "Keys", items: [] }] },
    { id: "related", title: "Related", items: [] },
  ]

  it("lists ids in page order, h3s after their h2", () => {
    expect(tocIds(entries)).toEqual(["setup", "keys", "related"])
  })

  it("finds an entry at any level", () => {
    expect(tocEntry(entries, "keys")?.title).toBe("Keys")
    expect(tocEntry(entries, "missing")).toBeUndefined()
  })

  it("is the last heading above the reading line, in page order, whatever order they were seen in", () => {
    const ids = tocIds(entries)
    expect(currentSection(ids, new Set())).toBeNull()
    expect(currentSection(ids, new Set(["setup"]))).toBe("setup")
    expect(currentSection(ids, new Set(["keys", "setup"]))).toBe("keys")
    expect(currentSection(ids, new Set(["related", "setup", "keys"]))).toBe("related")
  })
})
