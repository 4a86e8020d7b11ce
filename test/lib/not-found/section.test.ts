import { sectionOf, type FiledRoute, type SectionCategory } from "../../../src/lib/not-found/section"

const category = (path: string, title: string, ...dir: string[]): SectionCategory => ({
  dir,
  title,
  path,
  description: `${title} pages.`,
})
const CATEGORIES = [
  category("/category/store", "Store", "store"),
  category("/category/discounts", "Discounts", "store", "discounts"),
  category("/category/website-modules", "Website modules", "modules"),
  category("/category/module-wikipedia", "Wiki", "modules", "wiki"),
  category("/api/category/store-commands", "Store commands", "store-commands"),
  category("/api/category/website", "Website", "websites"),
]
const PAGES: FiledRoute[] = [
  { path: "/store/products", dir: ["store"] },
  { path: "/store/discounts/coupons", dir: ["store", "discounts"] },
  { path: "/modules/wiki/articles", dir: ["modules", "wiki"] },
  { path: "/modules/members", dir: ["modules"] },
  { path: "/api/store-commands/get-queue-commands", dir: ["store-commands"] },
  { path: "/api/websites/get-user", dir: ["websites"] },
  { path: "/api/", dir: [] },
  { path: "/", dir: [] },
]

describe("the section of a missing path", () => {
  it("is the top-level category of the pages whose addresses start the same way", () => {
    expect(sectionOf("/store/product", PAGES, CATEGORIES)?.title).toBe("Store")
    expect(sectionOf("/STORE/discounts/old", PAGES, CATEGORIES)?.title).toBe("Store")
    expect(sectionOf("/modules/wiki/gone", PAGES, CATEGORIES)?.title).toBe("Website modules")
    expect(sectionOf("/%73tore/x", PAGES, CATEGORIES)?.path).toBe("/category/store")
  })

  it("reads two segments where pages share them, so an API path finds its own group", () => {
    expect(sectionOf("/api/store-commands/get-queue", PAGES, CATEGORIES)?.title).toBe("Store commands")
    expect(sectionOf("/api/websites/users", PAGES, CATEGORIES)?.title).toBe("Website")
  })

  it("is none when the pages sharing the start are in different sections", () => {
    expect(sectionOf("/api/unknown", PAGES, CATEGORIES)).toBeNull()
  })

  it("is none for a path no page shares, the home page, category paths and malformed escapes", () => {
    expect(sectionOf("/shop/product", PAGES, CATEGORIES)).toBeNull()
    expect(sectionOf("/", PAGES, CATEGORIES)).toBeNull()
    expect(sectionOf("/category/stor", PAGES, CATEGORIES)).toBeNull()
    expect(sectionOf("/%E0%A4%A/store", PAGES, CATEGORIES)).toBeNull()
  })
})
