/**
 * HTML elements a page renders through a React component (src/components/mdx/body-components.tsx):
 * code blocks (copy button) and tables (keyboard scrolling). Links are plain HTML: the build
 * writes their final href and rel (src/node/rehype-content-links.ts), the browser routes them.
 * One home for the list: the components map is typed by it, and the build keeps these elements
 * — and anything around them — as elements of the page's body (src/lib/page-body/body.ts).
 */
export const REPLACED_ELEMENTS = ["pre", "table"] as const

export type ReplacedElement = (typeof REPLACED_ELEMENTS)[number]
