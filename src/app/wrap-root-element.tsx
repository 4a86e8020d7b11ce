import { MDXProvider } from "@mdx-js/react"
import type { GatsbyBrowser } from "gatsby"
import { mdxComponents } from "../components/mdx/mdx-components"

export const wrapRootElement: NonNullable<GatsbyBrowser["wrapRootElement"]> = ({ element }) => (
  <MDXProvider components={mdxComponents}>{element}</MDXProvider>
)
