// Components read product facts from a compile-time constant (src/node/webpack.ts); Jest
// defines the same constant from the same validated file.
import { browserProduct } from "../lib/product/schema"
import { loadProduct } from "../node/product"

Object.assign(globalThis, { __PRODUCT__: browserProduct(loadProduct()) })
