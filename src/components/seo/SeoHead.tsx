import { markdownPath } from "../../lib/markdown/markdown-path"
import { pageTitle, product } from "../../lib/product/product"

interface Props {
  title: string
  description: string
  path: string
}

/** Everything a page puts in <head>, through Gatsby's Head API. */
export function SeoHead({ title, description, path }: Props) {
  const url = `${product.urls.docs}${path}`
  const fullTitle = pageTitle(title)
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {/* Same-origin, so a local or preview build points at its own Markdown. */}
      <link rel="alternate" type="text/markdown" href={markdownPath(path)} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={product.siteTitle} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content="en" />
      <meta name="twitter:card" content="summary" />
      <meta name="theme-color" content="#111827" />
    </>
  )
}
