import { CodeBlock } from "../code/CodeBlock"
import { ScrollableTable } from "./ScrollableTable"
import type { ReplacedElement } from "../../lib/mdx/replaced-elements"

/**
 * The HTML elements every MDX page renders through a component (listed in REPLACED_ELEMENTS,
 * which the build reads). The components a page may use without importing them (notes, tabs,
 * product facts…) are not here: the build imports each into the pages that use it
 * (src/lib/mdx/page-components.ts), so they are not in every page's first-load JavaScript.
 */
export const mdxComponents = {
  pre: CodeBlock,
  table: ScrollableTable,
} satisfies Record<ReplacedElement, unknown>
