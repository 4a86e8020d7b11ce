import { pathWords, searchHref, suggestRoutes, type Route } from "../../../src/lib/not-found/suggest"

const ROUTES: Route[] = [
  { path: "/", title: "Welcome" },
  { path: "/category/store", title: "Store" },
  { path: "/store/categories", title: "Categories" },
  { path: "/store/products", title: "Products" },
  { path: "/store/product-options", title: "Product options" },
  { path: "/store/store-settings", title: "Store settings" },
  { path: "/store/discounts/coupons", title: "Coupons" },
  { path: "/store/discounts/vouchers", title: "Vouchers" },
  { path: "/store/discounts/store-discounts", title: "Store discounts" },
  { path: "/settings/website-settings-store", title: "Currency, tax and balance" },
  { path: "/api/", title: "API reference" },
  { path: "/api/category/store-commands", title: "Store commands" },
  { path: "/api/store-commands/get-queue-commands", title: "Get queue commands" },
  { path: "/api/store-commands/complete-queue-commands", title: "Complete queue commands" },
  { path: "/basic/website-users-and-groups", title: "Users and groups" },
]

const titles = (path: string) => suggestRoutes(path, ROUTES).map(route => route.title)

describe("pages a missing path may have meant", () => {
  it("puts the page one letter away first", () => {
    expect(titles("/store/product")[0]).toBe("Products")
    // A page whose title holds the very word, but whose path is a word longer, comes after.
    expect(titles("/store/product").indexOf("Product options")).toBeGreaterThan(0)
    expect(titles("/store/discounts/coupon")[0]).toBe("Coupons")
  })

  it("finds an API page from the start of its name", () => {
    expect(titles("/api/store-commands/get-queue")[0]).toBe("Get queue commands")
  })

  it("forgives a typo and ignores case and an .html ending", () => {
    expect(titles("/Store/Prodcts.html")[0]).toBe("Products")
    expect(titles("/basic/website-users-and-grups/")[0]).toBe("Users and groups")
  })

  it("matches the words of a title too", () => {
    expect(titles("/store/currency")[0]).toBe("Currency, tax and balance")
  })

  it("offers at most three and nothing for an unrelated path", () => {
    expect(titles("/store/discounts")).toHaveLength(3)
    expect(titles("/zzz/qqq")).toEqual([])
    expect(titles("/")).toEqual([])
  })

  it("reads any address without throwing", () => {
    expect(() => suggestRoutes("/%E0%A4%A/%zz", ROUTES)).not.toThrow()
    expect(titles("/store/product%73")[0]).toBe("Products")
  })
})

describe("the search for the path's words", () => {
  it("lists the path's words", () => {
    expect(pathWords("/api/store-commands/get-queue")).toBe("api store commands get queue")
    expect(pathWords("/caf%C3%A9/index.html")).toBe("café")
  })

  it("links to the search page with the words as its query", () => {
    expect(searchHref("/store/product")).toBe("/search?q=store+product")
    expect(searchHref("/<script>")).toBe("/search?q=script")
    expect(searchHref("/")).toBeNull()
  })
})
