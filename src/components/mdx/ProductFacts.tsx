import { type ReactNode } from "react"
import type { ProductUrlKey } from "../../lib/product/schema"
import { product, productUrl } from "../../lib/product/product"

/** The product's display name, from content/product.yaml. */
export function ProductName() {
  return <>{product.name}</>
}

interface ProductLinkProps {
  to: ProductUrlKey
  path?: string
  children?: ReactNode
}

/** A link to one of the product's own sites (dashboard, status page, …) with an optional path. */
export function ProductLink({ to, path = "", children }: ProductLinkProps) {
  if (!(to in product.urls)) throw new Error(`<ProductLink to="${to}" />: no such URL in content/product.yaml`)
  const href = productUrl(to, path)
  return (
    <a href={href} rel="noopener noreferrer">
      {children ?? href}
    </a>
  )
}
