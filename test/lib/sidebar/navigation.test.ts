import { ancestorsOf, findCategory, flattenLinks, prevNext } from "../../../src/lib/sidebar/navigation"
import type { SidebarItem } from "../../../src/lib/sidebar/types"

const tree: SidebarItem[] = [
  { type: "doc", label: "Welcome", path: "/" },
  {
    type: "category",
    label: "Store",
    path: "/category/store",
    items: [
      { type: "doc", label: "Products", path: "/store/products" },
      {
        type: "category",
        label: "Discounts",
        path: "/category/discounts",
        items: [{ type: "doc", label: "Coupons", path: "/store/discounts/coupons" }],
      },
    ],
  },
]

describe("sidebar navigation", () => {
  it("flattens the tree in reading order, category pages before their items", () => {
    expect(flattenLinks(tree).map(l => l.path)).toEqual([
      "/",
      "/category/store",
      "/store/products",
      "/category/discounts",
      "/store/discounts/coupons",
    ])
  })

  it("gives previous and next links, and none past the ends", () => {
    const flat = flattenLinks(tree)
    expect(prevNext(flat, "/store/products")).toEqual({
      previous: { label: "Store", path: "/category/store" },
      next: { label: "Discounts", path: "/category/discounts" },
    })
    expect(prevNext(flat, "/").previous).toBeNull()
    expect(prevNext(flat, "/store/discounts/coupons").next).toBeNull()
  })

  it("lists the categories above a page as breadcrumbs", () => {
    expect(ancestorsOf(tree, "/store/discounts/coupons")).toEqual([
      { label: "Store", path: "/category/store" },
      { label: "Discounts", path: "/category/discounts" },
    ])
    expect(ancestorsOf(tree, "/category/discounts")).toEqual([{ label: "Store", path: "/category/store" }])
    expect(ancestorsOf(tree, "/")).toEqual([])
  })

  it("finds a nested category by its page path", () => {
    expect(findCategory(tree, "/category/discounts")?.items).toHaveLength(1)
    expect(findCategory(tree, "/category/missing")).toBeNull()
  })
})
