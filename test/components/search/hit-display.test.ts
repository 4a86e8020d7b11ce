import type { Hierarchy } from "../../../src/lib/search/records"
import {
  displayOrder,
  groupBySection,
  hitPath,
  plainTitle,
  sharedTitles,
  titleLevel,
  type SearchHit,
} from "../../../src/components/search/hit-display"

const hierarchy = (levels: Partial<Hierarchy>): Hierarchy => ({
  lvl0: null,
  lvl1: null,
  lvl2: null,
  lvl3: null,
  lvl4: null,
  lvl5: null,
  lvl6: null,
  ...levels,
})

const createHit = (overrides: Partial<SearchHit> = {}): SearchHit => ({
  objectID: "id",
  hierarchy: hierarchy({ lvl0: "Store", lvl1: "Products", lvl2: "Commands" }),
  content: "Commands run when the payment is confirmed.",
  type: "content",
  url: "/store/products#commands",
  language: "en",
  docTag: "docs",
  ...overrides,
})

describe("how a hit is titled", () => {
  it("uses the heading a text hit sits under as its title and the page as its path", () => {
    const hit = createHit()
    expect(titleLevel(hit)).toBe("lvl2")
    expect(plainTitle(hit)).toBe("Commands")
    expect(hitPath(hit)).toEqual(["Products"])
  })

  it("titles a page hit with the page title and shows the section as its path", () => {
    const hit = createHit({ type: "lvl1", content: null })
    expect(plainTitle(hit)).toBe("Products")
    expect(hitPath(hit)).toEqual(["Store"])
  })

  it("shows every heading above a deep heading hit", () => {
    const hit = createHit({
      type: "lvl3",
      hierarchy: hierarchy({ lvl0: "Integrations", lvl1: "Rust plugin", lvl2: "Install", lvl3: "Oxide" }),
    })
    expect(plainTitle(hit)).toBe("Oxide")
    expect(hitPath(hit)).toEqual(["Rust plugin", "Install"])
  })
})

describe("grouping results by section", () => {
  const hits = [
    createHit({ objectID: "a", hierarchy: hierarchy({ lvl0: "Store", lvl1: "PayPal" }) }),
    createHit({ objectID: "b", hierarchy: hierarchy({ lvl0: "API", lvl1: "User balance" }) }),
    createHit({ objectID: "c", hierarchy: hierarchy({ lvl0: "Store", lvl1: "Stripe" }) }),
  ]

  it("orders sections by their best hit and keeps ranking order inside a section", () => {
    const groups = groupBySection(hits)
    expect(groups.map(g => g.section)).toEqual(["Store", "API"])
    expect(groups[0].hits.map(h => h.hit.objectID)).toEqual(["a", "c"])
  })

  it("numbers hits in the order they are shown, which is the order the arrow keys follow", () => {
    expect(groupBySection(hits).flatMap(g => g.hits.map(h => h.index))).toEqual([0, 1, 2])
    expect(displayOrder(hits).map(h => h.objectID)).toEqual(["a", "c", "b"])
  })
})

describe("hits with the same title", () => {
  it("are the heading hits whose title another page's hit has too, told apart by their page", () => {
    const combine = (id: string, page: string) =>
      createHit({
        objectID: id,
        type: "lvl2",
        content: null,
        hierarchy: hierarchy({ lvl0: "Store", lvl1: page, lvl2: "How discounts combine" }),
      })
    const hits = [
      combine("coupons", "Coupons"),
      combine("vouchers", "Vouchers"),
      createHit({ objectID: "products" }),
      createHit({ objectID: "products-2", url: "/store/products#commands-2" }),
      createHit({
        objectID: "page",
        type: "lvl1",
        content: null,
        hierarchy: hierarchy({ lvl0: "Store", lvl1: "Coupons" }),
      }),
    ]
    // Two hits under Commands of one page need no page name; the page hit is its own title.
    expect([...sharedTitles(hits)]).toEqual(["coupons", "vouchers"])
  })
})
