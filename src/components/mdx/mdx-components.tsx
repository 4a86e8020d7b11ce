import { EndpointBanner } from "../api/EndpointBanner"
import { CodeBlock } from "../code/CodeBlock"
import { Admonition, Danger, Info, Note, Tip, Warning } from "./Admonition"
import { ProductLink, ProductName } from "./ProductFacts"
import { ScrollableTable } from "./ScrollableTable"
import type { ReplacedElement } from "../../lib/mdx/replaced-elements"
import { TabItem, Tabs } from "./Tabs"

/**
 * Everything an MDX page can use without importing it (documented in README.md). The HTML
 * elements replaced here are listed in REPLACED_ELEMENTS, which the build reads.
 */
export const mdxComponents = {
  pre: CodeBlock,
  table: ScrollableTable,
  Admonition,
  Note,
  Tip,
  Info,
  Warning,
  Danger,
  Tabs,
  TabItem,
  ProductName,
  ProductLink,
  EndpointBanner,
} satisfies Record<ReplacedElement, unknown> & Record<string, unknown>
