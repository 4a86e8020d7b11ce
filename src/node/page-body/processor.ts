import rehypeAutolinkHeadings from "rehype-autolink-headings"
import rehypeSlug from "rehype-slug"
import remarkMdx from "remark-mdx"
import remarkParse from "remark-parse"
import remarkRehype from "remark-rehype"
import { unified, type PluggableList } from "unified"
import { searchIgnore } from "../../lib/site-html/regions"
import remarkTwinBody from "../markdown/remark-twin-body"
import { rehypeToc } from "../mdx-toc"
import rehypeCodeMeta from "../rehype-code-meta"
import { rehypeCheckCodeLanguages, rehypePrism } from "../prism"
import remarkCodeFile from "../remark-code-file"
import remarkDataEndpoints from "../remark-data-endpoints"
import remarkGfmLean from "../remark-gfm-lean"
import remarkOpenApi from "../remark-openapi"
import remarkProductTokens from "../remark-product-tokens"
import rehypeContentLinks from "../rehype-content-links"
import rehypeSectionNames from "../rehype-section-names"
import rehypeTableLabels from "../rehype-table-labels"
import remarkTwig from "../remark-twig"
import remarkUnravelJsx from "./remark-unravel-jsx"

/** MDX's node types, which remark-rehype hands through to the hast tree as they are. */
const MDX_NODE_TYPES = ["mdxFlowExpression", "mdxJsxFlowElement", "mdxJsxTextElement", "mdxTextExpression", "mdxjsEsm"]

// Generators first (OpenAPI, Twig reference, data endpoint responses): what they produce may use
// product tokens too.
// Last, the page's Markdown twin, from the tree as it is now (generated, tokens resolved).
const REMARK_PLUGINS: PluggableList = [
  remarkGfmLean,
  remarkCodeFile,
  remarkOpenApi,
  remarkTwig,
  remarkDataEndpoints,
  remarkProductTokens,
  remarkTwinBody,
]

const REHYPE_PLUGINS: PluggableList = [
  rehypeCodeMeta,
  rehypeCheckCodeLanguages,
  rehypeSlug,
  // The table of contents, read once ids are set, before the "#" anchors.
  rehypeToc,
  [
    rehypeAutolinkHeadings,
    {
      behavior: "append",
      test: ["h2", "h3", "h4"],
      // A real link, reachable by keyboard; rehypeSectionNames names it after its heading.
      // data-markdown-ignore: the "#" is display only, absent from the page's Markdown twin.
      properties: {
        className: ["heading-anchor"],
        ...searchIgnore,
        dataMarkdownIgnore: "",
      },
      content: { type: "text", value: "#" },
    },
  ],
  rehypeSectionNames,
  rehypeTableLabels,
  // Links get their final href and rel here: plain HTML, routed by the browser (content-links.ts).
  rehypeContentLinks,
  // Prism at build time: highlighted HTML, no highlighter in the browser bundle; only the site's
  // languages (src/lib/code/code-languages.ts), an unknown one fails the build. After the steps
  // above, which look at headings and links only: Prism's token spans are most of the nodes.
  [rehypePrism, { ignoreMissing: true }],
]

/**
 * The one pipeline every MDX page goes through, from its source to the hast tree its body is
 * made from (src/node/page-body/compile.ts): MDX's parser, the site's remark steps, remark-rehype
 * and the site's rehype steps. Made once per process: unified freezes it on first use.
 */
export function pageProcessor() {
  return (
    unified()
      .use(remarkParse)
      .use(remarkMdx)
      // MDX's own first step after parsing: a paragraph holding only JSX becomes that JSX.
      .use(remarkUnravelJsx)
      .use(REMARK_PLUGINS)
      .use(remarkRehype, { allowDangerousHtml: true, passThrough: MDX_NODE_TYPES })
      .use(REHYPE_PLUGINS)
  )
}
