import { loadProduct } from "../../../src/node/product"
import { LIMIT_MAX } from "../../../src/lib/twig/support/values"
import { LIMIT_NOTE } from "../../../src/lib/twig/support/define"
import { html, renderError } from "./support"

// The pages print the largest `limit` from content/product.yaml; the engine that runs the live
// examples enforces its own constant. They must be the same number.
describe("the list limit", () => {
  it("is the one content/product.yaml states", () => {
    const facts = loadProduct().facts as Record<string, Record<string, unknown>>
    expect(facts.design.listLimitMax).toBe(LIMIT_MAX)
  })

  it("accepts the largest limit and refuses one more, as the reference notes say", () => {
    expect(html(`{{ store_products(null, ${LIMIT_MAX})|length > 0 ? 'ok' }}`)).toBe("ok")
    expect(renderError(`{{ store_products(null, ${LIMIT_MAX + 1}) }}`).message).toContain(
      `expected limit to be an integer from 1 to ${LIMIT_MAX}`,
    )
    expect(LIMIT_NOTE).toBe(`A \`limit\` that is not an integer from 1 to ${LIMIT_MAX} is an error.`)
  })
})
