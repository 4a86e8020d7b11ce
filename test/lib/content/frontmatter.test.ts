import { parseFrontmatter } from "../../../src/lib/content/frontmatter"

const tokens = { product: "questforge", productName: "Questforge", siteTitle: "Questforge Docs" }
const FILE = "content/docs/store/products.mdx"
const valid = { title: "Products", description: "Sell ranks, items and perks in your store." }

describe("parseFrontmatter", () => {
  it("accepts the documented fields", () => {
    expect(
      parseFrontmatter({ ...valid, sidebar_label: "All products", sidebar_position: 2, slug: "products" }, FILE, tokens),
    ).toEqual({ ...valid, sidebar_label: "All products", sidebar_position: 2, slug: "products" })
  })

  it("names the file and the missing title, with the fix", () => {
    expect(() => parseFrontmatter({ description: valid.description }, FILE, tokens)).toThrow(
      "content/docs/store/products.mdx: frontmatter field `title` is missing. Fix: add `title: Page title` to the frontmatter; it is the h1 and the browser title.",
    )
  })

  it("names a missing description", () => {
    expect(() => parseFrontmatter({ title: "Products" }, FILE, tokens)).toThrow(
      "content/docs/store/products.mdx: frontmatter field `description` is missing. Fix: add `description:` with one sentence",
    )
  })

  it("rejects a description that is not one sentence", () => {
    expect(() => parseFrontmatter({ ...valid, description: "Sell ranks, items and perks" }, FILE, tokens)).toThrow(
      "frontmatter field `description` must be one sentence ending with a full stop.",
    )
  })

  it("names a field of the wrong type", () => {
    expect(() => parseFrontmatter({ ...valid, sidebar_position: "two" }, FILE, tokens)).toThrow(
      "frontmatter field `sidebar_position` must be number, got string. Fix: set `sidebar_position` to a whole number",
    )
  })

  it("wants a whole number as the position, so inserting a page means renumbering its siblings", () => {
    expect(() => parseFrontmatter({ ...valid, sidebar_position: 2.5 }, FILE, tokens)).toThrow(
      "frontmatter field `sidebar_position`",
    )
  })

  it("rejects unknown fields such as typos", () => {
    expect(() => parseFrontmatter({ ...valid, sidebar_positon: 1 }, FILE, tokens)).toThrow(
      "frontmatter has unknown field `sidebar_positon`. Fix: remove the field; allowed fields are title, description, sidebar_label, sidebar_position, slug.",
    )
  })

  it("lists every problem of a file at once", () => {
    expect(() => parseFrontmatter({}, FILE, tokens)).toThrow(
      /products\.mdx: \n {2}- frontmatter field `title` is missing.*\n {2}- frontmatter field `description` is missing/s,
    )
  })

  it("resolves product tokens in text fields", () => {
    expect(parseFrontmatter({ ...valid, title: "Connect the {productName} plugin" }, FILE, tokens).title).toBe(
      "Connect the Questforge plugin",
    )
  })

  it("rejects an unknown token", () => {
    expect(() => parseFrontmatter({ ...valid, title: "The {prodcut} plugin" }, FILE, tokens)).toThrow(
      "content/docs/store/products.mdx: frontmatter field `title` has an unknown token `{prodcut}`. Fix: use {product}, {productName} or {siteTitle}.",
    )
  })
})
