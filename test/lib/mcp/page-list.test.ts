import { descriptionOfMarkdown, markdownFileOf } from "../../../src/lib/mcp/page-list"

describe("markdownFileOf", () => {
  it.each([
    ["/store/products", "/store/products.md"],
    ["/store/products/", "/store/products/index.md"],
    ["/store/products.md", "/store/products.md"],
    ["https://docs.example/store/products#commands", "/store/products.md"],
    ["/store/products/index.html", "/store/products/index.md"],
    ["/", "/index.md"],
    ["store/products?x=1", "/store/products.md"],
  ])("%s → %s", (address, file) => {
    expect(markdownFileOf(address)).toBe(file)
  })

  it("keeps every address inside the site", () => {
    expect(markdownFileOf("/../../etc/passwd")).toBe("/etc/passwd.md")
    expect(markdownFileOf("/store%2F..%2F..%2F..%2Fsecret")).toBeNull()
    expect(markdownFileOf("/bad%")).toBeNull()
  })
})

it("descriptionOfMarkdown reads the description line of a twin's header", () => {
  expect(descriptionOfMarkdown("# Products\n\n> Ranks and perks.\n\nSource: x\n")).toBe("Ranks and perks.")
  expect(descriptionOfMarkdown("# Products\n")).toBe("")
})
