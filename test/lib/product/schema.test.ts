import { parseProduct } from "../../../src/lib/product/schema"
import { loadProduct } from "../../../src/node/product"

describe("product facts", () => {
  it("the repository's content/product.yaml is valid and names the product", () => {
    const product = loadProduct()
    expect(product.name).toBe("Questforge")
    expect(product.slug).toBe("questforge")
    expect(product.siteTitle).toBe("Questforge Docs")
    expect(product.urls.dashboard).toBe("https://dash.questforge.example")
  })

  it("names the field and the fix when a URL is not https", () => {
    const product = loadProduct()
    const broken = { ...product, urls: { ...product.urls, status: "status.questforge.example" } }
    expect(() => parseProduct(broken, "content/product.yaml")).toThrow(
      "content/product.yaml: product facts field `urls.status` must be a full https:// address. Fix: every entry under `urls` must be a full https:// address.",
    )
  })

  it("rejects a slug that cannot be part of a URL", () => {
    expect(() => parseProduct({ ...loadProduct(), slug: "Quest Forge" }, "content/product.yaml")).toThrow(
      "product facts field `slug` must be lowercase letters, digits and dashes",
    )
  })

  it("names the field when a behaviour rule loses its shape", () => {
    const product = loadProduct()
    const facts = product.facts as { subscriptionEvents: { paypal: Record<string, object> } }
    const paypal = {
      ...facts.subscriptionEvents.paypal,
      paymentFailed: { event: "BILLING.SUBSCRIPTION.PAYMENT.FAILED", state: "paused", queues: "none", does: "x" },
    }
    const broken = {
      ...product,
      facts: { ...product.facts, subscriptionEvents: { ...facts.subscriptionEvents, paypal } },
    }
    expect(() => parseProduct(broken, "content/product.yaml")).toThrow(
      "`facts.subscriptionEvents.paypal.paymentFailed.state`",
    )
    const { gameRules: _dropped, ...withoutGameRules } = product.facts
    expect(() => parseProduct({ ...product, facts: withoutGameRules }, "content/product.yaml")).toThrow(
      "`facts.gameRules`",
    )
  })
})
