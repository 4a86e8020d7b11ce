import path from "node:path"
import type { GatsbyConfig } from "gatsby"
import { CONTENT_SOURCES } from "../content-sources"
import { checkInstalledVersions, stockBuild } from "../framework-internals"
import { loadProduct, ROOT_DIR } from "../product"
import { algoliaPlugin } from "../search/algolia"
import { sitemapOptions } from "../sitemap"

// Before anything else: the build reaches into these dependencies only at the versions it knows.
checkInstalledVersions(ROOT_DIR, stockBuild())

const product = loadProduct()
const publishSearch = algoliaPlugin(process.env)

const config: GatsbyConfig = {
  // JSX compiles to the automatic runtime, as tsconfig says: components need no `import React`.
  jsxRuntime: "automatic",
  siteMetadata: {
    title: product.siteTitle,
    siteUrl: product.urls.docs,
  },
  // Routes keep the form the site links them by (`/api/` with a slash, pages without).
  trailingSlash: "ignore",
  graphqlTypegen: false,
  plugins: [
    ...CONTENT_SOURCES.map(({ name, dir }) => ({
      resolve: "gatsby-source-filesystem",
      options: { name, path: path.resolve(dir) },
    })),
    // The source of the MDX nodes (frontmatter, body). Pages are compiled from them by the
    // site's own step, outside the bundler (src/node/page-body/), so no MDX options here.
    { resolve: "gatsby-plugin-mdx", options: { extensions: [".mdx"] } },
    { resolve: "gatsby-plugin-sitemap", options: sitemapOptions },
    // Order matters: Gatsby runs onPostBuild one plugin at a time, in this order. The site's
    // output and checks (link check) come first and end a failing build, so the hosted index is
    // never replaced by it; the publishing plugin comes after (src/node/post-build).
    "questforge-post-build",
    ...(publishSearch ? [publishSearch] : []),
  ],
}

export default config
