import { renderTemplate, SAMPLE_CONTEXT } from "../../../src/lib/twig"
import { dataEndpointBody } from "../../../src/lib/twig/data-endpoints"

/** What a template prints for `expression`, as JSON: the value a data endpoint must answer. */
function twigValue(expression: string): unknown {
  const result = renderTemplate(`{{ ${expression}|json_encode|raw }}`)
  if (!result.ok) throw new Error(result.error.message)
  return JSON.parse(result.html) as unknown
}

describe("the data endpoints' bodies", () => {
  it.each([
    ["/data/site.json", "site", "site"],
    ["/data/servers.json", "servers", "servers"],
    ["/data/user.json", "user", "user"],
    ["/data/store.json", "store", "store"],
    ["/data/store/goal.json", "goal", "store_goal()"],
    ["/data/store/categories.json", "categories", "store_categories()"],
    ["/data/store/products.json", "products", "store_products()"],
    ["/data/store/products.json?category=ranks&limit=1", "products", "store_products('ranks', 1)"],
    ["/data/store/products/vip-rank-30-days.json", "product", "store_product('vip-rank-30-days')"],
    ["/data/store/products/37.json", "product", "store_product('37')"],
    ["/data/cart.json", "cart", "cart()"],
  ])("%s holds under `%s` what Twig prints for %s", (url, key, expression) => {
    const body = dataEndpointBody(url)
    expect(Object.keys(body)).toEqual([key])
    expect(body[key]).toEqual(twigValue(expression))
  })

  it("name the sample's own products, so the page shows real values", () => {
    expect(dataEndpointBody("/data/store/products.json?category=ranks")).toEqual({
      products: SAMPLE_CONTEXT.store.products.filter(product => product.category === "ranks"),
    })
    expect(dataEndpointBody("/data/store/products/missing.json")).toEqual({ product: null })
  })

  it("refuse a path that is no data endpoint, and arguments the function refuses", () => {
    expect(() => dataEndpointBody("/data/store/product.json")).toThrow(/is not a data endpoint/)
    expect(() => dataEndpointBody("/api/store.json")).toThrow(/is not a data endpoint/)
    expect(() => dataEndpointBody("/data/store/products.json?category=rank")).toThrow(/categories: ranks, cosmetics/)
  })
})
