import path from "node:path"
import type { GatsbyConfig } from "gatsby"
import rehypeAutolinkHeadings from "rehype-autolink-headings"
import rehypeSlug from "rehype-slug"
import { searchIgnore } from "../../lib/site-html/regions"
import remarkKeepTree from "../markdown/remark-keep-tree"
import { loadProduct } from "../product"
import { recmaStaticHtml } from "../mdx-static-html"
import { recmaToc, rehypeToc } from "../mdx-toc"
import rehypeCodeMeta from "../rehype-code-meta"
import { rehypeCheckCodeLanguages, rehypePrism } from "../prism"
import remarkCodeFile from "../remark-code-file"
import remarkGfmLean from "../remark-gfm-lean"
import remarkOpenApi from "../remark-openapi"
import remarkPageComponents from "../remark-page-components"
import remarkProductTokens from "../remark-product-tokens"
import rehypeContentLinks from "../rehype-content-links"
import rehypeStaticHtml from "../rehype-static-html"
import remarkTwig from "../remark-twig"
import { algoliaPlugin } from "../search/algolia"
import { sitemapOptions } from "../sitemap"

const product = loadProduct()
const publishSearch = algoliaPlugin(process.env)

const config: GatsbyConfig = {
  // JSX compiles to the automatic runtime, as tsconfig says: components need no `import React`.
  jsxRuntime: "automatic",
  siteMetadata: {
    title: product.siteTitle,
    siteUrl: product.urls.docs,
  },
  // Routes keep the form SPEC.md gives them (`/api/` with a slash, pages without).
  trailingSlash: "ignore",
  graphqlTypegen: false,
  plugins: [
    { resolve: "gatsby-source-filesystem", options: { name: "docs", path: path.resolve("content/docs") } },
    { resolve: "gatsby-source-filesystem", options: { name: "api", path: path.resolve("content/api") } },
    {
      resolve: "gatsby-plugin-mdx",
      options: {
        extensions: [".mdx"],
        mdxOptions: {
          // Generators first (OpenAPI, Twig reference): what they produce may use product tokens too.
          // Last, the tree as it is now (generated, tokens resolved) is kept for the page's Markdown twin.
          remarkPlugins: [
            remarkGfmLean,
            remarkCodeFile,
            remarkOpenApi,
            remarkTwig,
            remarkProductTokens,
            // After the generators, which write components too: each page imports the ones it uses.
            remarkPageComponents,
            remarkKeepTree,
          ],
          rehypePlugins: [
            rehypeCodeMeta,
            rehypeCheckCodeLanguages,
            rehypeSlug,
            // The table of contents, read from this compile (once ids are set, before the "#" anchors).
            rehypeToc,
            [
              rehypeAutolinkHeadings,
              {
                behavior: "append",
                test: ["h2", "h3", "h4"],
                // data-markdown-ignore: the "#" is display only, absent from the page's Markdown twin.
                properties: {
                  className: ["heading-anchor"],
                  ariaHidden: "true",
                  tabIndex: -1,
                  ...searchIgnore,
                  dataMarkdownIgnore: "",
                },
                content: { type: "text", value: "#" },
              },
            ],
            // Links get their final href and rel here: plain HTML, routed by the browser (content-links.ts).
            rehypeContentLinks,
            // Prism at build time: highlighted HTML, no highlighter in the browser bundle; only
            // the site's languages (src/lib/code/code-languages.ts), an unknown one fails the build.
            // After the steps above, which look at headings and links only: each of them walks
            // the whole tree, and Prism's token spans are most of its nodes.
            [rehypePrism, { ignoreMissing: true }],
            // Last: what React never looks into ships as HTML strings, not one jsx() call per element.
            rehypeStaticHtml,
          ],
          recmaPlugins: [recmaToc, recmaStaticHtml],
        },
      },
    },
    { resolve: "gatsby-plugin-sitemap", options: sitemapOptions },
    // Order matters: Gatsby runs onPostBuild one plugin at a time, in this order. The site's
    // output and checks (link check) come first and end a failing build, so the hosted index is
    // never replaced by it; the publishing plugin comes after (src/node/post-build).
    "questforge-post-build",
    ...(publishSearch ? [publishSearch] : []),
  ],
}

export default config
