/**
 * HTML elements an MDX page renders through a React component (`mdxComponents`): links
 * (client-side navigation), code blocks (copy button) and tables (keyboard scrolling). One
 * home for the list: the components map is typed by it, and the build keeps these elements —
 * and anything around them — as React elements (`src/node/rehype-static-html.ts`).
 */
export const REPLACED_ELEMENTS = ["a", "pre", "table"] as const

export type ReplacedElement = (typeof REPLACED_ELEMENTS)[number]
