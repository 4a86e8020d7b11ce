import type { HeadProps, PageProps } from "gatsby"
import { SearchPage } from "../components/search/page/SearchPage"
import { SeoHead } from "../components/seo/SeoHead"
import { product } from "../lib/product/product"

export default function Search({ location }: PageProps) {
  return <SearchPage search={location.search} locationKey={(location as { key?: string }).key ?? location.search} />
}

export function Head(_: HeadProps) {
  return (
    <>
      <SeoHead
        title="Search"
        description={`Search every ${product.name} guide, integration page and the API reference.`}
        path="/search"
      />
      <meta name="robots" content="noindex" />
    </>
  )
}
