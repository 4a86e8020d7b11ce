import { CHANGELOG_FEED } from "../../lib/feed/config"
import { markdownPath } from "../../lib/markdown/markdown-path"
import { OG_HEIGHT, OG_WIDTH, type OgImageRef } from "../../lib/og/card"
import { pageTitle, product } from "../../lib/product/product"

interface Props {
  title: string
  description: string
  path: string
  /** The page's link preview image; pages without one (search) get the small text card. */
  image?: OgImageRef
  /** When the page's source last changed (ISO timestamp): makes the page an Open Graph article. */
  modifiedTime?: string | null
}

/** Everything a page puts in <head>, through Gatsby's Head API. */
export function SeoHead({ title, description, path, image, modifiedTime }: Props) {
  const url = `${product.urls.docs}${path}`
  const fullTitle = pageTitle(title)
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {/* Same-origin, so a local or preview build points at its own Markdown. */}
      <link rel="alternate" type="text/markdown" href={markdownPath(path)} />
      <link
        rel="alternate"
        type="application/atom+xml"
        title={`Changelog | ${product.siteTitle}`}
        href={CHANGELOG_FEED}
      />
      <meta property="og:type" content={modifiedTime ? "article" : "website"} />
      <meta property="og:site_name" content={product.siteTitle} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content="en" />
      {modifiedTime && <meta property="article:modified_time" content={modifiedTime} />}
      {/* Absolute: link preview crawlers do not resolve relative image URLs. */}
      {image && <meta property="og:image" content={`${product.urls.docs}${image.path}`} />}
      {image && <meta property="og:image:type" content="image/png" />}
      {image && <meta property="og:image:width" content={String(OG_WIDTH)} />}
      {image && <meta property="og:image:height" content={String(OG_HEIGHT)} />}
      {image && <meta property="og:image:alt" content={image.alt} />}
      <meta name="twitter:card" content={image ? "summary_large_image" : "summary"} />
      <meta name="theme-color" content="#111827" />
    </>
  )
}
