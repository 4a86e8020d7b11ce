import { buildSidebar, checkUnique } from "../../../src/lib/sidebar/build-tree"
import { createCategory, createDoc } from "../../support/builders"

describe("buildSidebar", () => {
  it("orders items by position, then by title", () => {
    const docs = [
      createDoc({ title: "Zebra", sidebarLabel: "Zebra", sidebarPosition: 1 }),
      createDoc({ title: "Beta", sidebarLabel: "Beta" }),
      createDoc({ title: "Alpha", sidebarLabel: "Alpha" }),
      createDoc({ title: "First", sidebarLabel: "First", sidebarPosition: 0 }),
    ]
    expect(buildSidebar("docs", docs, []).map(i => i.label)).toEqual(["First", "Zebra", "Alpha", "Beta"])
  })

  it("nests pages under the category of their folder and sorts categories among pages", () => {
    const docs = [
      createDoc({ title: "Welcome", sidebarLabel: "Welcome", sidebarPosition: 0, path: "/" }),
      createDoc({ dir: ["store"], title: "Products", sidebarLabel: "Products", sidebarPosition: 2 }),
      createDoc({ dir: ["store", "discounts"], title: "Coupons", sidebarLabel: "Coupons" }),
    ]
    const categories = [
      createCategory({ dir: ["store"], label: "Store", position: 3 }),
      createCategory({ dir: ["store", "discounts"], label: "Discounts", position: 1, slug: "discounts" }),
    ]
    const tree = buildSidebar("docs", docs, categories)
    expect(tree).toEqual([
      { type: "doc", label: "Welcome", path: "/" },
      {
        type: "category",
        label: "Store",
        path: "/category/store",
        items: [
          {
            type: "category",
            label: "Discounts",
            path: "/category/discounts",
            items: [{ type: "doc", label: "Coupons", path: docs[2].path }],
          },
          { type: "doc", label: "Products", path: docs[1].path },
        ],
      },
    ])
  })

  it("keeps the docs and API trees apart", () => {
    const docs = [createDoc({ title: "Docs page" }), createDoc({ section: "api", title: "API page", path: "/api/x" })]
    expect(buildSidebar("docs", docs, []).map(i => i.path)).toEqual([docs[0].path])
    expect(buildSidebar("api", docs, []).map(i => i.path)).toEqual(["/api/x"])
  })

  it("fails when a folder with pages has no category file, naming the file and the fix", () => {
    const doc = createDoc({ dir: ["modules", "wiki"], file: "content/docs/modules/wiki/articles.mdx" })
    const categories = [createCategory({ dir: ["modules"] })]
    expect(() => buildSidebar("docs", [doc], categories)).toThrow(
      "content/docs/modules/wiki/articles.mdx: its folder content/docs/modules/wiki has no _category_.yaml. " +
        "Fix: add content/docs/modules/wiki/_category_.yaml with label, position, description and slug.",
    )
  })

  it("fails on a category without pages instead of generating an empty category page", () => {
    const category = createCategory({ dir: ["empty"] })
    expect(() => buildSidebar("docs", [], [category])).toThrow(
      "content/docs/empty/_category_.yaml: this category has no pages.",
    )
  })

  it("fails when a page and a category of one folder share a position, naming both and the fix", () => {
    const docs = [
      createDoc({ dir: ["store"], file: "content/docs/store/gifts.mdx", sidebarPosition: 5 }),
      createDoc({ dir: ["store", "discounts"], file: "content/docs/store/discounts/coupons.mdx", sidebarPosition: 1 }),
    ]
    const categories = [
      createCategory({ dir: ["store"], position: 3 }),
      createCategory({
        dir: ["store", "discounts"],
        file: "content/docs/store/discounts/_category_.yaml",
        position: 5,
      }),
    ]
    expect(() => buildSidebar("docs", docs, categories)).toThrow(
      "content/docs/store/discounts/_category_.yaml: its position 5 is also used by content/docs/store/gifts.mdx in the same folder. Fix: number a folder's pages and categories 1, 2, 3… in reading order",
    )
  })
})

describe("checkUnique", () => {
  it("fails when two files claim one URL", () => {
    const a = createDoc({ path: "/basic/x", file: "content/docs/basic/x.mdx" })
    const b = createDoc({ path: "/basic/x", file: "content/docs/basic/y.mdx" })
    expect(() => checkUnique([a, b], [])).toThrow(
      "content/docs/basic/y.mdx: its URL /basic/x is also claimed by content/docs/basic/x.mdx.",
    )
  })

  it("accepts distinct paths", () => {
    expect(() => checkUnique([createDoc(), createDoc()], [createCategory({ dir: ["a"] })])).not.toThrow()
  })
})
