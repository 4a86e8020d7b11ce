// Components read product facts from a compile-time constant (src/node/webpack.ts); Jest
// defines the same constant from the same validated file.
import { browserProduct } from "../../src/lib/product/schema"
import { loadProduct } from "../../src/node/product"

Object.assign(globalThis, { __PRODUCT__: browserProduct(loadProduct()) })
