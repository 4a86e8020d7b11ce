import { type ReactNode } from "react"
import { lookupFact } from "../../lib/content/tokens"
import type { ProductUrlKey } from "../../lib/product/schema"
import { product, productUrl } from "../../lib/product/product"

/** The product's display name, from content/product.yaml. */
export function ProductName() {
  return <>{product.name}</>
}

/** A fact from the `facts` map of content/product.yaml; an unknown key fails the build. */
export function Fact({ k }: { k: string }) {
  const value = lookupFact(product.facts, k)
  if (value === undefined) throw new Error(`<Fact k="${k}" />: no such fact in content/product.yaml`)
  return <>{value}</>
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
