import { parseCategoryFile } from "../../../src/lib/content/category-file"

const FILE = "content/docs/modules/wiki/_category_.yaml"
const valid = { label: "Wiki", position: 7, description: "A wiki your players can read and edit.", slug: "module-wikipedia" }

describe("parseCategoryFile", () => {
  it("accepts label, position, description and slug", () => {
    expect(parseCategoryFile(valid, FILE)).toEqual(valid)
  })

  it("accepts the double-dash slug servers--plugins", () => {
    expect(parseCategoryFile({ ...valid, slug: "servers--plugins" }, FILE).slug).toBe("servers--plugins")
  })

  it("names the file and the missing slug, with the fix", () => {
    const { slug: _slug, ...rest } = valid
    expect(() => parseCategoryFile(rest, FILE)).toThrow(
      "content/docs/modules/wiki/_category_.yaml: category file field `slug` is missing. Fix: set `slug` to the category page's URL segment, e.g. `module-wikipedia` gives /category/module-wikipedia.",
    )
  })

  it("rejects a slug with capitals or spaces", () => {
    expect(() => parseCategoryFile({ ...valid, slug: "Module Wiki" }, FILE)).toThrow(
      "category file field `slug` must be lowercase letters, digits and dashes.",
    )
  })

  it("rejects an empty file", () => {
    expect(() => parseCategoryFile(null, FILE)).toThrow("category file field `label` is missing")
  })
})
