import type { Product, ProductUrlKey } from "./schema"

// Injected at compile time by src/node/webpack.ts from the validated content/product.yaml.
declare const __PRODUCT__: Product

export const product: Product = __PRODUCT__

export function productUrl(key: ProductUrlKey, path = ""): string {
  return `${product.urls[key]}${path}`
}

export function pageTitle(title: string): string {
  return `${title} | ${product.siteTitle}`
}
