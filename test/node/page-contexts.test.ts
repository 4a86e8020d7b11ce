import type { OgImageRef } from "../../src/lib/og/card"
import type { NavLink } from "../../src/lib/sidebar/types"
import type { PageBeforeTwin } from "../../src/node/page-body/compile"
import { categoryContext, docContext } from "../../src/node/page-contexts"
import type { CategoryEntry, DocEntry } from "../../src/node/page-entries"

const link = (path: string, label: string): NavLink => ({ path, label }) as NavLink
const flat = {
  docs: [link("/store/", "Store"), link("/store/products", "Products"), link("/store/coupons", "Coupons")],
  api: [],
}
const ogImage = { url: "/og/store-products.png", width: 1200, height: 630 } as unknown as OgImageRef
const breadcrumbs = [link("/store/", "Store")]

describe("the contexts createPage hands the templates", () => {
  it("give a docs page its place, its neighbours, its edit and report links and its compiled body", () => {
    const entry = {
      doc: {
        section: "docs",
        path: "/store/products",
        title: "Products & prices",
        description: "Create the products players buy.",
        file: "content/docs/store/products.mdx",
      },
      contentFile: "/site/content/docs/store/products.mdx",
      lastUpdated: "2026-11-20",
      breadcrumbs,
      ogImage,
    } as unknown as DocEntry
    const page = {
      body: { nodes: [] },
      toc: [{ id: "prices", title: "Prices", items: [] }],
    } as unknown as PageBeforeTwin
    expect(docContext(entry, page, flat, "https://github.com/questforge/docs")).toEqual({
      kind: "doc",
      section: "docs",
      pagePath: "/store/products",
      title: "Products & prices",
      description: "Create the products players buy.",
      breadcrumbs,
      previous: flat.docs[0],
      next: flat.docs[2],
      ogImage,
      editUrl: "https://github.com/questforge/docs/edit/main/content/docs/store/products.mdx",
      reportUrl: "https://github.com/questforge/docs/issues/new?title=Docs%3A%20problem%20on%20%2Fstore%2Fproducts",
      lastUpdated: "2026-11-20",
      body: page.body,
      toc: page.toc,
    })
  })

  it("give a category page its place and a card per item, with descriptions and API methods", () => {
    const entry = {
      category: { section: "docs", path: "/store/", label: "Store", description: "Sell ranks and items to players." },
      node: {
        items: [
          { type: "link", label: "Products", path: "/store/products" },
          { type: "link", label: "Coupons", path: "/store/coupons" },
        ],
      },
      breadcrumbs: [],
      ogImage,
    } as unknown as CategoryEntry
    const context = categoryContext(
      entry,
      flat,
      { "/store/products": "Create the products players buy." },
      new Map([["/store/coupons", ["GET"]]]),
    )
    expect(context).toMatchObject({ kind: "category", pagePath: "/store/", title: "Store", previous: null })
    expect(context.next).toEqual(flat.docs[1])
    expect(context.items).toEqual([
      {
        type: "link",
        label: "Products",
        path: "/store/products",
        description: "Create the products players buy.",
        methods: [],
      },
      { type: "link", label: "Coupons", path: "/store/coupons", description: "", methods: ["GET"] },
    ])
  })
})
