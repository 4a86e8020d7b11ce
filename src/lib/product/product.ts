import type { BrowserProduct, ProductUrlKey } from "./schema"

// Injected at compile time by src/node/webpack.ts from the validated content/product.yaml:
// only the fields components read (`browserProduct`); facts are resolved at build time.
declare const __PRODUCT__: BrowserProduct

export const product: BrowserProduct = __PRODUCT__

export function productUrl(key: ProductUrlKey, path = ""): string {
  return `${product.urls[key]}${path}`
}

export function pageTitle(title: string): string {
  return `${title} | ${product.siteTitle}`
}
