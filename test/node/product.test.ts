import { docsSiteUrl, loadProduct } from "../../src/node/product"

describe("the docs site's address", () => {
  it("is the product file's docs URL without a trailing slash, one home for every step that joins paths to it", () => {
    const product = loadProduct()
    expect(docsSiteUrl()).toBe(product.urls.docs.replace(/\/+$/, ""))
    const withSlash = { ...product, urls: { ...product.urls, docs: "https://docs.example.com/" } }
    expect(docsSiteUrl(withSlash)).toBe("https://docs.example.com")
    expect(`${docsSiteUrl(withSlash)}/store/products`).toBe("https://docs.example.com/store/products")
  })
})
