import { tocFromMdx } from "../toc"

describe("tocFromMdx", () => {
  it("keeps h2 and h3 entries and drops deeper levels", () => {
    const raw = {
      items: [
        {
          url: "#setup",
          title: "Setup",
          items: [{ url: "#keys", title: "Keys", items: [{ url: "#deep", title: "Deep" }] }],
        },
        { url: "#related", title: "Related" },
      ],
    }
    expect(tocFromMdx(raw)).toEqual([
      { id: "setup", title: "Setup", items: [{ id: "keys", title: "Keys", items: [] }] },
      { id: "related", title: "Related", items: [] },
    ])
  })

  it("returns nothing for a page without headings", () => {
    expect(tocFromMdx({})).toEqual([])
    expect(tocFromMdx(null)).toEqual([])
  })
})
