import type { GatsbyNode } from "gatsby"
import { loadProduct } from "./product"

/**
 * Hands the validated product facts to the browser bundle as a compile-time constant, so
 * components read them without a GraphQL round trip and without shipping the YAML parser.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, plugins }) => {
  actions.setWebpackConfig({
    plugins: [plugins.define({ __PRODUCT__: JSON.stringify(loadProduct()) })],
  })
}
