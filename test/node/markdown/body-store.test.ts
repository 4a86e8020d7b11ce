import path from "node:path"
import { ROOT_DIR } from "../../../src/node/product"
import { loadBody, saveBody } from "../../../src/node/markdown/body-store"

describe("Markdown bodies", () => {
  it("gives the Markdown step the body the page compile saved, by the page's file", () => {
    saveBody(path.join(ROOT_DIR, "content/docs/store/products.mdx"), "## Commands\n\nRun `give`.\n")
    expect(loadBody(path.join(ROOT_DIR, "content/docs/store/products.mdx"))).toBe("## Commands\n\nRun `give`.\n")
    expect(loadBody(path.join(ROOT_DIR, "content/docs/store/coupons.mdx"))).toBeNull()
  })
})
