import { validateCategory, validateDoc } from "../../../src/lib/sidebar/validate"
import type { DocSource } from "../../../src/lib/sidebar/types"

const tokens = { product: "questforge", productName: "Questforge", siteTitle: "Questforge Docs" }
const frontmatter = { title: "Coupons", description: "Create coupon codes for your store." }

function source(overrides: Partial<DocSource>): DocSource {
  return { file: "content/docs/x.mdx", section: "docs", dir: [], name: "x", frontmatter, ...overrides }
}

describe("validateDoc", () => {
  it("derives the URL from the folder path and file name", () => {
    const doc = validateDoc(source({ dir: ["store", "discounts"], name: "coupons" }), tokens)
    expect(doc.path).toBe("/store/discounts/coupons")
    expect(doc.sidebarLabel).toBe("Coupons")
  })

  it("serves the section index at the section root", () => {
    expect(validateDoc(source({ name: "index" }), tokens).path).toBe("/")
    expect(validateDoc(source({ name: "index", section: "api" }), tokens).path).toBe("/api/")
  })

  it("serves API pages under /api/", () => {
    expect(validateDoc(source({ section: "api", dir: ["websites"], name: "user" }), tokens).path).toBe(
      "/api/websites/user",
    )
  })

  it("replaces {product} in file names with the product slug", () => {
    const doc = validateDoc(source({ dir: ["integrations", "servers"], name: "connect-{product}-plugin" }), tokens)
    expect(doc.path).toBe("/integrations/servers/connect-questforge-plugin")
  })

  it("follows a renamed product everywhere", () => {
    const renamed = { product: "forgekit", productName: "ForgeKit", siteTitle: "ForgeKit Docs" }
    const doc = validateDoc(
      source({
        name: "{product}-twig",
        frontmatter: { title: "{productName} Twig", description: "Templates in {productName}." },
      }),
      renamed,
    )
    expect(doc.path).toBe("/forgekit-twig")
    expect(doc.title).toBe("ForgeKit Twig")
    expect(doc.description).toBe("Templates in ForgeKit.")
  })

  it("lets the slug field replace the file name", () => {
    expect(validateDoc(source({ frontmatter: { ...frontmatter, slug: "other" } }), tokens).path).toBe("/other")
  })

  it("rejects an index page inside a folder", () => {
    expect(() =>
      validateDoc(source({ dir: ["store"], name: "index", file: "content/docs/store/index.mdx" }), tokens),
    ).toThrow("content/docs/store/index.mdx: an index.mdx is only allowed at the root of a section.")
  })
})

describe("validateCategory", () => {
  it("builds the category page path from its slug, per section", () => {
    const data = { label: "Wiki", position: 7, description: "Write a wiki for your players.", slug: "module-wikipedia" }
    expect(validateCategory({ file: "f", section: "docs", dir: ["modules", "wiki"], data }).path).toBe(
      "/category/module-wikipedia",
    )
    expect(
      validateCategory({ file: "f", section: "api", dir: ["websites"], data: { ...data, slug: "website" } }).path,
    ).toBe("/api/category/website")
  })
})
